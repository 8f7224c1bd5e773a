import { pageByUrl } from '@tidemark/domain';

/**
 * The permission of a page's action as its page definition declares it (customer:create,
 * customer:edit for the obsolete and restore transitions, customerContact:edit...), so buttons
 * follow the same definitions the server checks.
 */
export const actionPermission = (pageUrl: string, key: string): string =>
  pageByUrl(pageUrl)?.actions?.find((a) => a.key === key)?.permission ?? `${pageUrl}:${key}`;

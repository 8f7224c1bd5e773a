import { describe, expect, it } from 'vitest';
import { MENU_PAGES } from '../areas';
import { defaultGrants, ROLE_CODES, type RoleCode } from '../engine/menu';
import { flatCatalog, hasKey } from '../i18n';
import { LANGUAGES } from '../i18n/language';
import { type AccessPromise, CUSTOMER_PROMISES, STAFF_PROMISES } from './access-promises';

const STAFF_ROLES: readonly RoleCode[] = ROLE_CODES.filter((r) => r !== 'customer');

/** Every page a promise names exists and one of the roles may open it, with the permissions named. */
const kept = (promise: AccessPromise, roles: readonly RoleCode[]): string[] => {
  const broken: string[] = [];
  for (const url of promise.pages) {
    const page = MENU_PAGES.find((p) => p.url === url);
    if (!page) broken.push(`${promise.key}: no page ${url}`);
    else if (!page.roles.some((r) => roles.includes(r))) broken.push(`${promise.key}: ${url} not granted`);
  }
  for (const permission of promise.permissions ?? []) {
    if (!roles.some((r) => defaultGrants(MENU_PAGES, r).has(permission)))
      broken.push(`${promise.key}: no ${permission}`);
  }
  return broken;
};

/** What the portal has not got yet: documents, invoicing, bookings, quotations, customs papers. */
const NOT_YET: Record<(typeof LANGUAGES)[number], RegExp> = {
  en_us: /bills? of lading|invoic|quotation|booking|customs|document|charge|KPI/i,
  zh_cn: /提单|发票|开票|报价|订舱|报关|单证|费用|KPI/,
};

describe('what the sign-in and account pages promise', () => {
  it('is made of pages the portal has, open to the customer or to staff', () => {
    expect(CUSTOMER_PROMISES.flatMap((p) => kept(p, ['customer']))).toEqual([]);
    expect(STAFF_PROMISES.flatMap((p) => kept(p, STAFF_ROLES))).toEqual([]);
  });

  it('says it in both languages and names nothing the portal does not do yet', () => {
    const keys = [
      ...[...CUSTOMER_PROMISES, ...STAFF_PROMISES].map((p) => `accountPages.hero.${p.key}`),
      'accountPages.hero.customerLead',
      'accountPages.hero.staffLead',
      'accountPages.login.customerLead',
      'accountPages.account.openPortalText',
      'site.home.portal.text',
    ];
    for (const lang of LANGUAGES) {
      const catalog = flatCatalog(lang);
      for (const key of keys) {
        expect(hasKey(key), key).toBe(true);
        expect(catalog[key], `${lang} ${key}`).not.toMatch(NOT_YET[lang]);
      }
    }
  });
});

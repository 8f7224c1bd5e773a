import type { RoleRow } from './api';

/** A role's name in the interface language (roles carry an English and a Chinese name). */
export const roleName = (role: Pick<RoleRow, 'nameEn' | 'nameZh'>, lang: string): string =>
  lang === 'en_us' ? role.nameEn : role.nameZh;

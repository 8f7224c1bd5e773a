import type { AreaDef } from '../engine/area';
import { CUSTOMERS_DICTIONARIES } from './dictionaries';
import { customersCatalog } from './i18n';
import { customersWebCatalog } from './i18n-web';
import { CUSTOMER_PAGES, CUSTOMER_RESOURCES } from './resources';

export * from './regions';
export * from './statuses';

/** Customer companies, their contacts and organisation codes, listed by region. */
export const CUSTOMERS_AREA: AreaDef = {
  key: 'customers',
  menuGroups: ['crm'],
  resources: CUSTOMER_RESOURCES,
  pages: CUSTOMER_PAGES,
  dictionaries: CUSTOMERS_DICTIONARIES,
  catalogs: [customersCatalog, customersWebCatalog],
};

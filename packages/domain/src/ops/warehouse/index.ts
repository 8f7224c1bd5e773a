import type { AreaPart } from '../../engine/area';
import { WAREHOUSE_DICTIONARIES } from './dictionaries';
import { warehouseCatalog } from './i18n';
import { WAREHOUSE_PAGES, WAREHOUSE_RESOURCES } from './resources';

export * from './rules';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const WAREHOUSE: AreaPart = {
  resources: WAREHOUSE_RESOURCES,
  pages: WAREHOUSE_PAGES,
  dictionaries: WAREHOUSE_DICTIONARIES,
  catalogs: [warehouseCatalog],
};

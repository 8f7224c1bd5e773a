import type { AreaPart } from '../../engine/area';
import { CONSOLE_DICTIONARIES } from './dictionaries';
import { consoleCatalog } from './i18n';
import { CONSOLE_PAGES, CONSOLE_RESOURCES } from './resources';

/** Consoles (master bills, flights), air waybill stock, manifests and the shipment checks. */
export const CONSOLES: AreaPart = {
  resources: CONSOLE_RESOURCES,
  pages: CONSOLE_PAGES,
  dictionaries: CONSOLE_DICTIONARIES,
  catalogs: [consoleCatalog],
};

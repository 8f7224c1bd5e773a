import type { AreaPart } from '../../engine/area';
import { DG_PAGES, dgLineResource, reeferResource } from './dangerous-goods';
import { CARGO_DICTIONARIES } from './dictionaries';
import { cargoCatalog } from './i18n';
import { PACKING_PAGES, packingResource } from './packing';
import { VGM_PAGES, vgmResource } from './vgm';

export * from './rules';

/** Dangerous goods, reefer settings, VGM and packing: declared against actual. */
export const CARGO: AreaPart = {
  resources: [dgLineResource, reeferResource, vgmResource, packingResource],
  pages: [...PACKING_PAGES, ...VGM_PAGES, ...DG_PAGES],
  dictionaries: CARGO_DICTIONARIES,
  catalogs: [cargoCatalog],
};

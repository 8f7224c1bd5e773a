import type { AreaPart } from '../../engine/area';
import { CHECK_DICTIONARIES } from './dictionaries';
import { checksCatalog } from './i18n';

export * from './rules';

/** The checks of a booking against its quotation: the space types and the warnings' words. */
export const CHECKS: AreaPart = {
  dictionaries: CHECK_DICTIONARIES,
  catalogs: [checksCatalog],
};

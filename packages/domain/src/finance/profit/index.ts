import type { AreaPart } from '../../engine/area';
import { profitCatalog } from './i18n';
import {
  lossApplicationResource,
  PROFIT_DICTIONARIES,
  PROFIT_PAGES,
  PROFIT_RELATIONS_FOR,
  profitShareResource,
  profitShareRuleResource,
  taxIdResource,
} from './resources';

export * from './resources';
export * from './shares';
export * from './tax-ids';
export type * from './wire';

/** Loss applications, profit shares and their rules, parties' tax ids, and the finance work list. */
export const PROFIT: AreaPart = {
  resources: [lossApplicationResource, profitShareResource, profitShareRuleResource, taxIdResource],
  pages: PROFIT_PAGES,
  dictionaries: PROFIT_DICTIONARIES,
  catalogs: [profitCatalog],
  relationsFor: PROFIT_RELATIONS_FOR,
};

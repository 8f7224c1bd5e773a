import type { AreaPart } from '../../engine/area';
import { COST_ANALYTICS_RESOURCES } from './analytics';
import { COST_DICTIONARIES } from './dictionaries';
import { costsCatalog } from './i18n';
import {
  costTemplateLineResource,
  costTemplateResource,
  localCostResource,
  localQuotationLineResource,
  localQuotationResource,
} from './local';
import { COST_PAGES } from './pages';

export * from './rules';

/**
 * Costs: local costs and their quotations, cost templates, the cost summary per shipment, weighted
 * and export costs, FCL Asia → North America margins against their settings, and predicted costs.
 */
export const COSTS: AreaPart = {
  resources: [
    localCostResource,
    localQuotationResource,
    localQuotationLineResource,
    costTemplateResource,
    costTemplateLineResource,
    ...COST_ANALYTICS_RESOURCES,
  ],
  pages: COST_PAGES,
  dictionaries: COST_DICTIONARIES,
  catalogs: [costsCatalog],
};

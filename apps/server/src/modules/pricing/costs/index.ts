import {
  costSummaryResource,
  exportCostResource,
  fclNamMarginResource,
  predictedCostInputResource,
  predictedCostResource,
  weightedCostResource,
} from '@tidemark/domain/pricing/costs/analytics';
import type { ModulePart } from '../../../engine/module';
import { storedResource } from '../../../engine/resource';
import { FCL_NAM_MARGINS_FROM } from './analytics';
import {
  costTemplateLineServerResource,
  costTemplateServerResource,
  localCostServerResource,
  localQuotationLineServerResource,
  localQuotationServerResource,
} from './local';
import { registerCostRoutes } from './routes';
import { seedCosts } from './seed';
import { fclNamSettingServerResource } from './settings';

/**
 * Local costs and quotations, cost templates, the cost analyses and the FCL Asia → North America
 * margins. The analyses are tables the database computes (refreshed by their routes and the seed);
 * the margins are read as they stand.
 */
export const costs: ModulePart = {
  resources: [
    localCostServerResource,
    localQuotationServerResource,
    localQuotationLineServerResource,
    costTemplateServerResource,
    costTemplateLineServerResource,
    storedResource(costSummaryResource),
    storedResource(weightedCostResource),
    storedResource(exportCostResource),
    storedResource(predictedCostResource),
    storedResource(predictedCostInputResource),
    fclNamSettingServerResource,
    {
      def: fclNamMarginResource,
      table: 'pricing_tariffs',
      from: FCL_NAM_MARGINS_FROM,
      scope: 'none',
    },
  ],
  routes: registerCostRoutes,
  seed: seedCosts,
};

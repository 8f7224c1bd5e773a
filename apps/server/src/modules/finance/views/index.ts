import type { ModulePart } from '../../../engine/module';
import {
  chargeCodeMappingServer,
  chargeViewServer,
  detentionSettingServer,
  detentionTierServer,
  perDiemServer,
} from './resources';
import { seedViews } from './seed';
import { syncChargeCodeKinds } from './sync';

/**
 * The views of charge lines per kind, the CargoWise mapping of the charge codes, the demurrage and
 * detention settings and per diem per container; the charge codes' kinds are kept at every start.
 */
export const views: ModulePart = {
  resources: [chargeViewServer, chargeCodeMappingServer, detentionSettingServer, detentionTierServer, perDiemServer],
  sync: syncChargeCodeKinds,
  seed: seedViews,
};

import type { AreaDef } from '../engine/area';
import { SHIPMENTS_DICTIONARIES } from './dictionaries';

export * from './statuses';

/**
 * The core the other areas share: shipments, their legs, containers and events. Tracking reads
 * them, operations write them, finance and customs attach to them; their tables are the server
 * module's, their pages the areas' that show them.
 */
export const SHIPMENTS_AREA: AreaDef = {
  key: 'shipments',
  menuGroups: [],
  resources: [],
  pages: [],
  dictionaries: SHIPMENTS_DICTIONARIES,
  catalogs: [],
};

import type { AreaDef } from '../engine/area';
import { COMMS_DICTIONARIES } from './dictionaries';
import { COMMS_PAGES } from './pages';

/** Mail (the outbox) and, with its own issue, messages, chat and articles. */
export const COMMS_AREA: AreaDef = {
  key: 'comms',
  menuGroups: ['administration'],
  resources: [],
  pages: COMMS_PAGES,
  dictionaries: COMMS_DICTIONARIES,
  catalogs: [],
};

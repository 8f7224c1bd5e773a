import { CUSTOMER_PAGES, CUSTOMER_RESOURCES } from '../customers/resources';
import type { PageDef, ResourceDef } from './definitions';
import { REPORT_HISTORY_RESOURCE } from './report-history';
import { SETTINGS_PAGES } from './settings-pages';

/** Every area's resources and pages. An area adds its own module and one line in each list. */
export const RESOURCES: readonly ResourceDef[] = [REPORT_HISTORY_RESOURCE, ...CUSTOMER_RESOURCES];
export const PAGES: readonly PageDef[] = [...SETTINGS_PAGES, ...CUSTOMER_PAGES];

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCES.find((r) => r.name === name);
export const pageByUrl = (url: string): PageDef | undefined => PAGES.find((p) => p.url === url);

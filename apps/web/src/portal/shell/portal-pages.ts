import { createContext, useContext } from 'react';
import type { PortalPage } from './menu-model';

/** The pages the signed-in user may open, for pages that link to others (the dashboard). */
export const PortalPagesContext = createContext<readonly PortalPage[]>([]);
export const usePortalPages = (): readonly PortalPage[] => useContext(PortalPagesContext);

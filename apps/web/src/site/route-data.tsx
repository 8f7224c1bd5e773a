import type { Language } from '@tidemark/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteDataContext, SiteRoute } from './route-types';

type Loaded = { readonly key: string; readonly value: unknown };

/**
 * A loader's answer for one location (language, path and query), as the server embeds it in the
 * page for hydration: the value, or `error` when the loader failed.
 */
export type LoadedData = { readonly key: string; readonly value?: unknown; readonly error?: boolean };

/** The key a loader's answer is stored under. */
export const dataKey = (lang: Language, pathname: string, search: string): string => `${lang}${pathname}${search}`;

const DataContext = createContext<Loaded | undefined>(undefined);

/** The result of the current page's data loader (SiteRoute.data). */
export const useSiteData = <T,>(): T => {
  const loaded = useContext(DataContext);
  if (!loaded) throw new Error('useSiteData outside a page with a data loader');
  return loaded.value as T;
};

/** GET from the API in the browser, with the query string; rejects on a non-2xx status. */
export const browserGet: SiteDataContext['get'] = async (path, query) => {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`GET ${url.pathname} answered ${res.status}`);
  return res.json();
};

type ProviderProps = {
  readonly route: SiteRoute;
  readonly lang: Language;
  /** Data already loaded for this location (rendered on the server), keyed by path and query. */
  readonly initial?: LoadedData;
  readonly fallback: ReactNode;
  readonly failed: ReactNode;
  readonly children: ReactNode;
};

/**
 * Runs a page's data loader for the current location and renders the page once it has an
 * answer. Pages without a loader render at once.
 */
export const SiteDataProvider = ({ route, lang, initial, fallback, failed, children }: ProviderProps) => {
  const { pathname, search } = useLocation();
  const key = dataKey(lang, pathname, search);
  const [state, setState] = useState<{ key: string; value?: unknown; error?: boolean } | undefined>(initial);
  const loader = route.data;
  useEffect(() => {
    if (!loader || state?.key === key) return;
    let live = true;
    loader({ search: new URLSearchParams(search), lang, get: browserGet }).then(
      (value) => live && setState({ key, value }),
      () => live && setState({ key, error: true }),
    );
    return () => {
      live = false;
    };
  }, [loader, key, search, lang, state?.key]);
  if (!loader) return <>{children}</>;
  if (!state || state.key !== key) return <>{fallback}</>;
  if (state.error) return <>{failed}</>;
  return <DataContext.Provider value={{ key, value: state.value }}>{children}</DataContext.Provider>;
};

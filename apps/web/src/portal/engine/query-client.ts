import { QueryCache, QueryClient } from '@tanstack/react-query';

type ErrorListener = (error: unknown) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * The one query client of the portal and the account pages. A failed query is reported once,
 * as a failed call always was, unless its `meta` says `quiet` (the screen shows the failure
 * itself). Nothing is retried or refetched behind the user's back: data loads when a screen
 * opens, when the user asks, and after a change the screen made.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.quiet === true) return;
      for (const listen of errorListeners) listen(error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/** Who shows failed queries to the user (the portal's feedback); answers the unsubscribe. */
export const onQueryError = (listen: ErrorListener): (() => void) => {
  errorListeners.add(listen);
  return () => {
    errorListeners.delete(listen);
  };
};

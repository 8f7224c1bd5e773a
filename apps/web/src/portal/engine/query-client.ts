import { QueryCache, QueryClient } from '@tanstack/react-query';
import { RequestError } from '../../wire/request';

type ErrorListener = (error: unknown) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * The one query client of the portal and the account pages. A failed query is reported once,
 * as a failed call always was, unless its `meta` says `quiet` (the screen shows the failure
 * itself) or lists the status in `quietStatus` (a 404 the screen shows as 'not found'). Nothing is retried or refetched behind the user's back: data loads when a screen
 * opens, when the user asks, and after a change the screen made.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.quiet === true) return;
      const statuses = query.meta?.quietStatus;
      if (error instanceof RequestError && Array.isArray(statuses) && statuses.includes(error.status)) return;
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

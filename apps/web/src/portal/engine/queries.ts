import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@tidemark/domain';
import type { Payload } from '../../wire/request';
import { engineApi } from './api';

/**
 * Query keys of the generic endpoints. Everything a resource shows sits under
 * ['engine', resource], so one invalidation after a write refreshes its lists, counts, records
 * and audit entries wherever they are shown.
 */
export const engineKeys = {
  resource: (resource: string) => ['engine', resource] as const,
  list: (resource: string, payload: Payload) => ['engine', resource, 'list', payload] as const,
  count: (resource: string, payload: Payload) => ['engine', resource, 'count', payload] as const,
  record: (resource: string, view: string, id: number | null) => ['engine', resource, 'get', view, id] as const,
  audit: (resource: string, view: string, id: number | null) => ['engine', resource, 'audit', view, id] as const,
  neighbours: (resource: string, payload: Payload) => ['engine', resource, 'neighbours', payload] as const,
  chart: (resource: string, payload: Payload) => ['engine', resource, 'chart', payload] as const,
};

/** After a write: every query of the resource is stale, and the ones on screen load again. */
export const invalidateResource = (client: QueryClient, resource: string): Promise<void> =>
  client.invalidateQueries({ queryKey: engineKeys.resource(resource) });

/**
 * One record of a page; a missing id never asks. A record that is not there (404, or an id the
 * server refuses) is the screen's to show as 'not found'; other failures are reported.
 */
export const useRecord = (resource: string, view: string, id: number | null) =>
  useQuery({
    queryKey: engineKeys.record(resource, view, id),
    queryFn: ({ signal }) => engineApi.get(resource, view, id ?? 0, signal),
    enabled: id !== null,
    meta: { quietStatus: [400, 404] },
  });

/** A record's audit entries, newest first; a failure leaves the history empty. */
export const useAudit = (resource: string, view: string, id: number | null, enabled = true) =>
  useQuery({
    queryKey: engineKeys.audit(resource, view, id),
    queryFn: ({ signal }) => engineApi.audit(resource, view, id ?? 0, signal),
    enabled: enabled && id !== null,
    meta: { quiet: true },
  });

/** Previous and next within the list the record was opened from; a failure means neither. */
export const useNeighbours = (resource: string, payload: Payload, enabled: boolean) =>
  useQuery({
    queryKey: engineKeys.neighbours(resource, payload),
    queryFn: ({ signal }) =>
      engineApi.neighbours(resource, payload, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return { previous: null, next: null };
      }),
    enabled,
    meta: { quiet: true },
  });

/**
 * A write to a resource (create, update, transition, batch update): the call as the caller
 * gives it, then the resource's queries are invalidated. Errors stay with the caller, which
 * puts field messages on its form.
 */
export const useResourceWrite = <T, V>(resource: string, write: (vars: V) => Promise<Envelope<T>>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateResource(client, resource),
  });
};

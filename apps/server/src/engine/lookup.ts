import { type PageDef, pageByUrl } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import { type ServerResource, serverResource } from './resource';

/** Totals are exact up to this many rows, then the planner's estimate (docs/engine.md). */
export const EXACT_TOTAL_CAP = 10_000;

/** Rows an export reads per keyset batch: few round trips, flat memory. */
export const EXPORT_BATCH = 2_000;

/** Where the generic endpoints find pages and resources, how far they count exactly, how much an export reads at once. */
export type EngineLookup = {
  page: (url: string) => PageDef | undefined;
  resource: (name: string) => ServerResource | undefined;
  exactTotalCap: number;
  exportBatch: number;
};

const DEFAULT_LOOKUP: EngineLookup = {
  page: pageByUrl,
  resource: serverResource,
  exactTotalCap: EXACT_TOTAL_CAP,
  exportBatch: EXPORT_BATCH,
};

const overrides = new WeakMap<FastifyInstance, EngineLookup>();

export const engineLookup = (app: FastifyInstance): EngineLookup => overrides.get(app) ?? DEFAULT_LOOKUP;

export type ExtraDefinitions = {
  pages?: readonly PageDef[];
  resources?: readonly ServerResource[];
  exactTotalCap?: number;
  exportBatch?: number;
};

/**
 * Adds pages and resources for one app instance only, in front of the registries: tests and
 * benchmarks declare their own definitions without touching what production serves.
 */
export const useEngineDefinitions = (app: FastifyInstance, extra: ExtraDefinitions): void => {
  const pages = new Map((extra.pages ?? []).map((p) => [p.url, p]));
  const resources = new Map((extra.resources ?? []).map((r) => [r.def.name, r]));
  overrides.set(app, {
    page: (url) => pages.get(url) ?? DEFAULT_LOOKUP.page(url),
    resource: (name) => resources.get(name) ?? DEFAULT_LOOKUP.resource(name),
    exactTotalCap: extra.exactTotalCap ?? EXACT_TOTAL_CAP,
    exportBatch: extra.exportBatch ?? EXPORT_BATCH,
  });
};

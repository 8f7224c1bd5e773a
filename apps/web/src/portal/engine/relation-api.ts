import type { PageDef, RelationDef } from '@tidemark/domain';
import { post } from '../../wire/request';
import type { AuditEntry, EngineRow } from './api';

/** A child list of one record: the parent's page, the relation it declares, the parent's id. */
export type Through = { page: PageDef; relation: RelationDef; parentId: number };

/** What every call through a relation carries instead of a page of the child's own (docs/engine.md). */
export const throughPayload = (through: Through) => ({
  view: through.page.url,
  relation: through.relation.key,
  parentId: through.parentId,
});

const url = (through: Through, call: string) => `/api/engine/${encodeURIComponent(through.relation.resource)}/${call}`;

/** A child record and its audit entries, reached through the parent (lists and writes take the payload above). */
export const relationApi = {
  get: async (through: Through, id: number) =>
    (await post<EngineRow>(url(through, 'get'), { ...throughPayload(through), id })).data,
  audit: async (through: Through, id: number, signal?: AbortSignal) =>
    (await post<AuditEntry[]>(url(through, 'audit'), { ...throughPayload(through), id }, { quiet: true, signal })).data,
};

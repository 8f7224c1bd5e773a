import { describe, expect, it } from 'vitest';
import { PAGES, resourceByName } from './areas';
import { hasKey } from './i18n';

const RELATIONS = PAGES.flatMap((page) => (page.relations ?? []).map((relation) => ({ page, relation })));

describe('relations of the page definitions', () => {
  it('exist, and each names a child resource, its foreign key, columns and sort', () => {
    expect(RELATIONS.length).toBeGreaterThan(0);
    for (const { page, relation } of RELATIONS) {
      const where = `${page.url}.${relation.key}`;
      expect(page.resource, where).toBeDefined();
      const child = resourceByName(relation.resource);
      expect(child, where).toBeDefined();
      const fields = new Map((child?.fields ?? []).map((f) => [f.name, f]));
      expect(fields.has(relation.foreignKey), `${where} foreign key`).toBe(true);
      expect(relation.columns.length, where).toBeGreaterThan(0);
      for (const c of relation.columns) expect(fields.has(c), `${where} column ${c}`).toBe(true);
      if (relation.defaultSort) expect(fields.get(relation.defaultSort.field)?.sortable, where).toBe(true);
      expect(new Set((page.relations ?? []).map((r) => r.key)).size).toBe(page.relations?.length);
    }
  });

  it('label the list and its actions in both languages, with permissions the pages declare', () => {
    const permissions = new Set(PAGES.flatMap((p) => [p.url, ...(p.actions ?? []).map((a) => a.permission)]));
    for (const { page, relation } of RELATIONS) {
      const where = `${page.url}.${relation.key}`;
      expect(hasKey(relation.titleKey), relation.titleKey).toBe(true);
      if (relation.permission) expect(permissions.has(relation.permission), where).toBe(true);
      const child = resourceByName(relation.resource);
      for (const a of relation.actions ?? []) {
        expect(hasKey(a.labelKey), a.labelKey).toBe(true);
        expect(permissions.has(a.permission), `${where} ${a.permission}`).toBe(true);
        expect(['create', 'edit', 'transition']).toContain(a.kind);
        if (a.kind === 'transition') expect(child?.transitions?.[a.transition ?? a.key], where).toBeDefined();
      }
    }
  });
});

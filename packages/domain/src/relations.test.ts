import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MENU_PAGES, PAGES, resourceByName } from './areas';
import { defaultGrants } from './engine/menu';
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
    const menuItems = new Set(MENU_PAGES.flatMap((p) => [p.url, ...p.actions]));
    for (const { page, relation } of RELATIONS) {
      const where = `${page.url}.${relation.key}`;
      expect(hasKey(relation.titleKey), relation.titleKey).toBe(true);
      if (relation.permission) expect(permissions.has(relation.permission), where).toBe(true);
      const child = resourceByName(relation.resource);
      const parent = resourceByName(page.resource ?? '');
      for (const a of relation.actions ?? []) {
        expect(hasKey(a.labelKey), a.labelKey).toBe(true);
        expect(['create', 'edit', 'delete', 'transition']).toContain(a.kind);
        if (a.kind === 'transition') expect(child?.transitions?.[a.transition ?? a.key], where).toBeDefined();
        // A page action's permission, or one the child list brings (deleting lines): a named menu item of the page.
        expect(menuItems.has(a.permission), `${where} ${a.permission}`).toBe(true);
        if (!permissions.has(a.permission)) {
          expect(a.permission, where).toMatch(new RegExp(`^${page.url}:[A-Za-z]+$`));
          expect(hasKey(`permissions.${a.permission.replace(':', '.')}`), `${where}: name of ${a.permission}`).toBe(
            true,
          );
        }
        if (a.parentLocked) {
          const field = parent?.fields.find((f) => f.name === a.parentLocked?.field);
          expect(field, `${where}: parent field ${a.parentLocked.field}`).toBeDefined();
          const values = field?.dict ? DICTIONARIES[field.dict] : undefined;
          for (const v of a.parentLocked.in) expect(values, `${where}: ${v}`).toContain(v);
        }
      }
    }
  });

  it('declare deleting lines on the child lists a user expects to correct', () => {
    const deletes = new Set(
      RELATIONS.filter(({ relation }) => (relation.actions ?? []).some((a) => a.kind === 'delete')).map(
        ({ relation }) => relation.resource,
      ),
    );
    for (const resource of [
      'tariffLine',
      'rateLine',
      'quotationLine',
      'bookingContainer',
      'bookingPacking',
      'drayageCost',
    ]) {
      expect(deletes.has(resource), resource).toBe(true);
    }
    // Granted apart from the page: the desk deletes tariff lines; the customer sees quotations, not deleting their lines.
    expect(defaultGrants(MENU_PAGES, 'pricing').has('tariff:deleteLine')).toBe(true);
    expect(defaultGrants(MENU_PAGES, 'sales').has('tariff:deleteLine')).toBe(false);
    const customer = defaultGrants(MENU_PAGES, 'customer');
    expect(customer.has('quotation')).toBe(true);
    expect(customer.has('quotation:deleteLine')).toBe(false);
    expect(defaultGrants(MENU_PAGES, 'sales').has('quotation:deleteLine')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DICTIONARIES, RESOURCES } from './areas';
import { hasKey } from './i18n';

const BANNERS = RESOURCES.flatMap((resource) => (resource.banners ?? []).map((banner) => ({ resource, banner })));
const DERIVED = RESOURCES.flatMap((resource) =>
  resource.fields.filter((f) => f.derive).map((field) => ({ resource, field })),
);

describe('banners of the resource definitions', () => {
  it('exist, and each watches a field of its resource for values that field can hold', () => {
    expect(BANNERS.length).toBeGreaterThan(0);
    for (const { resource, banner } of BANNERS) {
      const where = `${resource.name}.${banner.key}`;
      const field = resource.fields.find((f) => f.name === banner.when.field);
      expect(field, where).toBeDefined();
      expect(banner.when.in.length, where).toBeGreaterThan(0);
      const values = field?.dict ? DICTIONARIES[field.dict] : undefined;
      if (values) for (const v of banner.when.in) expect(values, `${where} ${v}`).toContain(v);
      expect(new Set((resource.banners ?? []).map((b) => b.key)).size, resource.name).toBe(resource.banners?.length);
    }
  });

  it('say what they say in both languages, and link through a field of their resource', () => {
    for (const { resource, banner } of BANNERS) {
      expect(hasKey(banner.titleKey), banner.titleKey).toBe(true);
      if (banner.descriptionKey) expect(hasKey(banner.descriptionKey), banner.descriptionKey).toBe(true);
      if (banner.link) {
        const link = resource.fields.find((f) => f.name === banner.link);
        expect(link, `${resource.name}.${banner.key} link`).toBeDefined();
        expect(['party', 'number'], `${resource.name}.${banner.key} link`).toContain(link?.type);
      }
    }
  });
});

describe('derived fields', () => {
  it('follow an editable field of the same resource and are editable themselves', () => {
    expect(DERIVED.length).toBeGreaterThan(0);
    for (const { resource, field } of DERIVED) {
      const where = `${resource.name}.${field.name}`;
      const source = resource.fields.find((f) => f.name === field.derive?.from);
      expect(source?.editable, where).toBe(true);
      expect(field.editable, where).toBe(true);
      expect(source?.name, where).not.toBe(field.name);
    }
  });
});

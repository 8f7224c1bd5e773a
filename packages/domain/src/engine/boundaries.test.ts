/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * The shape of the domain package (DESIGN.md): the engine imports no area, and an area imports
 * another only through its index.ts. Core folders are importable by all; the registry (areas.ts
 * and the merged catalogs of i18n/index.ts and i18n/site.ts, which read it) only by tests and
 * the package's root, so no definition can close an import cycle through it.
 */
const CORE = new Set(['common', 'i18n', 'reference', 'wire', 'engine']);
const REGISTRY = new Set(['areas.ts', 'index.ts', 'i18n/index.ts', 'i18n/site.ts']);

const SOURCES = import.meta.glob<string>(['/packages/domain/src/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `/packages/domain/src/engine/area.ts` -> `engine/area.ts`. */
const fromSrc = (path: string): string => path.replace(/^\/packages\/domain\/src\//, '');

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g;

const importsOf = (source: string): string[] =>
  [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? '').filter((s) => s.startsWith('.'));

/** The src-relative file an import names (a folder means its index.ts). */
const resolve = (file: string, specifier: string, files: ReadonlySet<string>): string => {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  if (files.has(`${path}.ts`)) return `${path}.ts`;
  if (files.has(`${path}/index.ts`)) return `${path}/index.ts`;
  return path;
};

const folderOf = (path: string): string | undefined => (path.includes('/') ? path.split('/')[0] : undefined);

/** Every import that breaks the rules, as `<file> -> <imported file>: <rule>`. */
export const boundaryViolations = (sources: Readonly<Record<string, string>>): string[] => {
  const files = new Set(Object.keys(sources));
  const out: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const folder = folderOf(file);
    const isTest = file.endsWith('.test.ts');
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier, files);
      const targetFolder = folderOf(target);
      if (targetFolder === folder) continue;
      if (folder === 'engine' && (REGISTRY.has(target) || (targetFolder && !CORE.has(targetFolder)))) {
        out.push(`${file} -> ${target}: the engine imports no area`);
      } else if (folder && !isTest && !REGISTRY.has(file) && REGISTRY.has(target)) {
        out.push(`${file} -> ${target}: only the root and tests import the registry`);
      } else if (folder && !CORE.has(folder) && targetFolder && !CORE.has(targetFolder)) {
        if (target !== `${targetFolder}/index.ts`)
          out.push(`${file} -> ${target}: another area only through its index.ts`);
      }
    }
  }
  return out;
};

describe('domain boundaries', () => {
  it('hold for every file of the package', () => {
    const sources = Object.fromEntries(Object.entries(SOURCES).map(([path, text]) => [fromSrc(path), text]));
    expect(Object.keys(sources)).toContain('engine/area.ts');
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it('catch the engine importing an area, and an area reaching into another', () => {
    const sources = {
      'engine/list.ts':
        "import { TRACKING_AREA } from '../tracking';\nimport type { AreaCatalog } from '../i18n/catalog';",
      'engine/menu.ts': "import { PAGES } from '../areas';",
      'tracking/index.ts': "export * from './desk/pages';",
      'tracking/desk/pages.ts':
        "import { LEGS } from '../../shipments/statuses';\nimport { ShipmentMode } from '../../shipments';",
      'tracking/lookup.ts': "import { CATALOGS } from '../i18n';",
      'tracking/lookup.test.ts': "import { CATALOGS } from '../i18n';",
      'shipments/index.ts': "export * from './statuses';",
      'shipments/statuses.ts': '',
      'areas.ts': "import { TRACKING_AREA } from './tracking';",
      'i18n/index.ts': "import { AREA_CATALOGS } from '../areas';",
      'i18n/catalog.ts': '',
    };
    expect(boundaryViolations(sources)).toEqual([
      'engine/list.ts -> tracking/index.ts: the engine imports no area',
      'engine/menu.ts -> areas.ts: the engine imports no area',
      'tracking/desk/pages.ts -> shipments/statuses.ts: another area only through its index.ts',
      'tracking/lookup.ts -> i18n/index.ts: only the root and tests import the registry',
    ]);
  });
});

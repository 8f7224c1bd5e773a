import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The portal's folders: the engine and the shell serve every area; an area folder holds one
 * area's screens. The engine imports no area; an area reaches another only through that area's
 * index or screens module.
 */
const PORTAL = path.resolve(import.meta.dirname, '..');
const SHARED = new Set(['engine', 'shell']);
const PUBLIC_MODULES = /^(index|screens)(\.tsx?)?$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a file, resolved to paths. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.resolve(path.dirname(file), spec));

/** The portal folder a path lies in ('engine', 'admin', …), or null for files beside them or outside the portal. */
const folderOf = (file: string): string | null => {
  const rel = path.relative(PORTAL, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
};

/** What is wrong with one import, or null. */
const boundaryProblem = (from: string, to: string): string | null => {
  const source = folderOf(from);
  const target = folderOf(to);
  if (source === null || target === null || source === target || SHARED.has(target)) return null;
  if (source === 'engine') return `the engine imports the ${target} area`;
  const rel = path.relative(path.join(PORTAL, target), to);
  const isPublic = path.dirname(rel) === '.' && PUBLIC_MODULES.test(rel);
  return isPublic ? null : `${source} imports ${target}'s internals (${rel})`;
};

describe('portal boundaries', () => {
  it('keeps the engine free of areas and areas out of each other', () => {
    const problems = sourceFiles(PORTAL).flatMap((file) =>
      importsOf(file).flatMap((to) => {
        const problem = boundaryProblem(file, to);
        return problem ? [`${path.relative(PORTAL, file)}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('tells the allowed imports from the refused ones', () => {
    const at = (rel: string) => path.join(PORTAL, rel);
    expect(boundaryProblem(at('admin/roles-page.tsx'), at('engine/list-screen'))).toBeNull();
    expect(boundaryProblem(at('admin/roles-page.tsx'), at('shell/feedback'))).toBeNull();
    expect(boundaryProblem(at('admin/roles-page.tsx'), at('access/index'))).toBeNull();
    expect(boundaryProblem(at('admin/roles-page.tsx'), at('chunk'))).toBeNull();
    expect(boundaryProblem(at('engine/list-screen.tsx'), at('admin/api'))).toMatch(/engine imports the admin area/);
    expect(boundaryProblem(at('admin/users-panel.tsx'), at('access/account-approval-page'))).toMatch(/internals/);
    expect(boundaryProblem(at('tracking/desk/lfd-page.tsx'), at('customers/format'))).toMatch(/internals/);
  });
});

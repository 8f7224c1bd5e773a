import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

/** The files a file imports by relative path, as paths under src (without extension). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
    path.relative(SRC, path.resolve(path.dirname(file), m[1] ?? '')).replace(/\.ts$/, ''),
  );

const AREAS = new Set(
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The area a path under src belongs to, when it is modules/<area> or below it. */
const areaOf = (relative: string): string | undefined => {
  const [top, area] = relative.split(path.sep);
  return top === 'modules' && area !== undefined && AREAS.has(area) ? area : undefined;
};

const relativeFile = (file: string) => path.relative(SRC, file);

describe('import boundaries', () => {
  it('keep the engine and the HTTP layer free of any area', () => {
    const crossings = ['engine', 'http']
      .flatMap((dir) => sourceFiles(path.join(SRC, dir)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target === 'modules' || target.startsWith(`modules${path.sep}`))
          .map((target) => `${relativeFile(file)} -> ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it("let an area reach another only through that area's index.ts", () => {
    const crossings = sourceFiles(MODULES).flatMap((file) => {
      const own = areaOf(relativeFile(file));
      return importsOf(file)
        .filter((target) => {
          const area = areaOf(target);
          if (!area || area === own) return false;
          const inside = path.relative(path.join('modules', area), target);
          return inside !== '' && inside !== 'index';
        })
        .map((target) => `${relativeFile(file)} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('keep the HTTP layer free of import loops (type-only imports included)', () => {
    const files = sourceFiles(path.join(SRC, 'http')).filter((f) => !f.endsWith('.test.ts'));
    const known = new Set(files.map((f) => relativeFile(f).replace(/\.ts$/, '')));
    const edges = new Map(
      files.map((f) => [relativeFile(f).replace(/\.ts$/, ''), importsOf(f).filter((t) => known.has(t))]),
    );
    const loops: string[] = [];
    // Each loop once, from its smallest file: only files after the start are walked into.
    const visit = (start: string, node: string, trail: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (next === start) loops.push([...trail, next].join(' -> '));
        else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
      }
    };
    for (const start of known) visit(start, start, [start]);
    expect(loops).toEqual([]);
  });

  it('read the imports they check', () => {
    expect(importsOf(path.join(MODULES, 'index.ts'))).toContain(path.join('modules', 'access'));
    expect(areaOf(path.join('modules', 'access', 'session'))).toBe('access');
    expect(areaOf(path.join('modules', 'index'))).toBeUndefined();
  });
});

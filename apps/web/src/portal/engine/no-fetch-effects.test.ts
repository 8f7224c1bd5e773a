import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Portal data goes through TanStack Query (the shared client of query-client.ts): reads are
 * queries, writes are mutations that invalidate what they changed. No effect fetches by hand.
 *
 * An effect body fails here when it calls the request layer (wire/request, fetch), a call of an
 * `…Api` object, or a function that does so: declared in the same file or imported from another
 * web source, followed through any number of such functions. The `let live =` / `let cancelled =`
 * guard of a hand-written fetch fails anywhere in the portal.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../..');
const PORTAL = path.join(WEB_SRC, 'portal');

/** Effects allowed to reach the server, by file, each with its reason. */
const EFFECT_ALLOWED: Record<string, string> = {
  'shell/idle-warning.tsx':
    'signs the user out when the idle countdown ends: an action of the timer, not a read of data (SPEC §8)',
};

/** Files allowed the live flag, each with its reason. Nothing here may call the server. */
const LIVE_FLAG_ALLOWED: Record<string, string> = {
  'tracking/desk/transit-chart.tsx': 'waits for the code-split ECharts module before drawing; no server call',
  'engine/reference.ts':
    'useLoaded waits for a code-split module of bundled reference tables (ports, currencies); no server call',
  'engine/time-text.tsx':
    'waits for the bundled port table (a code-split import) to read a port’s zone; no server call',
};

const LIVE_FLAG = /\blet\s+(live|cancelled|canceled|ignore)\s*=/;
const REQUEST_MODULE = /(^|\/)wire\/request$/;
const DIRECT_CALLS = new Set(['fetch']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

type Parsed = {
  file: string;
  source: ts.SourceFile;
  /** Local name → [resolved file without extension, imported name]. */
  imports: Map<string, [string, string]>;
  /** Local names bound to the request layer itself (post, get). */
  requestNames: Set<string>;
  /** Declared names (functions and consts) → their bodies. */
  declared: Map<string, ts.Node[]>;
};

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '').replace(/\/index$/, '');

const parse = (file: string): Parsed => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports = new Map<string, [string, string]>();
  const requestNames = new Set<string>();
  const declared = new Map<string, ts.Node[]>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      if (spec.startsWith('.') && bindings && ts.isNamedImports(bindings)) {
        const target = withoutExtension(path.resolve(path.dirname(file), spec));
        for (const el of bindings.elements) {
          const local = el.name.text;
          imports.set(local, [target, (el.propertyName ?? el.name).text]);
          if (REQUEST_MODULE.test(spec)) requestNames.add(local);
        }
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.initializer]);
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      declared.set(node.name.text, [...(declared.get(node.name.text) ?? []), node.body]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, source, imports, requestNames, declared };
};

const parsed = sourceFiles(WEB_SRC).map(parse);
const byModule = new Map(parsed.map((p) => [withoutExtension(p.file), p]));

/** The names of the calls a node makes: identifiers (`load`) and `object.method` pairs. */
const callsIn = (node: ts.Node): { name?: string; object?: string }[] => {
  const out: { name?: string; object?: string }[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = n.expression;
      if (ts.isIdentifier(callee)) out.push({ name: callee.text });
      else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
        out.push({ object: callee.expression.text });
      }
    }
    // A function handed to another call (a `.then` callback, a timer) runs on the effect's behalf too.
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
};

/** Whether a name in a file reaches the server, following local and imported functions. */
const fetchingMemo = new Map<string, boolean>();
const reachesServer = (p: Parsed, name: string, seen: Set<string>): boolean => {
  const key = `${p.file}#${name}`;
  const known = fetchingMemo.get(key);
  if (known !== undefined) return known;
  if (seen.has(key)) return false;
  seen.add(key);
  let result = false;
  if (p.requestNames.has(name) || DIRECT_CALLS.has(name)) result = true;
  else if (p.declared.has(name)) {
    result = (p.declared.get(name) ?? []).some((body) => nodeReachesServer(p, body, seen));
  } else {
    const imported = p.imports.get(name);
    const target = imported ? byModule.get(imported[0]) : undefined;
    if (imported && target) result = reachesServer(target, imported[1], seen);
  }
  fetchingMemo.set(key, result);
  return result;
};

const nodeReachesServer = (p: Parsed, node: ts.Node, seen: Set<string>): boolean =>
  callsIn(node).some((c) =>
    c.object !== undefined ? /Api$/.test(c.object) : c.name !== undefined && reachesServer(p, c.name, seen),
  );

/** The effects of a file that reach the server, as 'file:line'. */
const fetchingEffects = (p: Parsed): string[] => {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      /^use(Layout)?Effect$/.test(n.expression.text) &&
      n.arguments[0] &&
      nodeReachesServer(p, n.arguments[0], new Set())
    ) {
      const line = p.source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
      out.push(`${path.relative(PORTAL, p.file)}:${line}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(p.source);
  return out;
};

const portalFiles = parsed.filter((p) => !path.relative(PORTAL, p.file).startsWith('..'));

describe('portal data fetching', () => {
  it('finds the portal sources and knows the request layer when it sees it', () => {
    expect(portalFiles.length).toBeGreaterThan(50);
    const probe = parse(path.join(PORTAL, 'admin', 'api.ts'));
    expect(reachesServer(probe, 'call', new Set())).toBe(true);
  });

  it('no effect calls the request layer, fetch or an api function', () => {
    const found = portalFiles
      .filter((p) => !(path.relative(PORTAL, p.file) in EFFECT_ALLOWED))
      .flatMap(fetchingEffects);
    expect(found).toEqual([]);
  });

  it('every allowed effect is still there', () => {
    for (const rel of Object.keys(EFFECT_ALLOWED)) {
      const p = portalFiles.find((f) => path.relative(PORTAL, f.file) === rel);
      expect(p && fetchingEffects(p).length, rel).toBeGreaterThan(0);
    }
  });

  it('no hand-written fetch guard (let live = / let cancelled =) remains', () => {
    const found = portalFiles
      .map((p) => path.relative(PORTAL, p.file))
      .filter((rel) => !(rel in LIVE_FLAG_ALLOWED))
      .filter((rel) => LIVE_FLAG.test(readFileSync(path.join(PORTAL, rel), 'utf8')));
    expect(found).toEqual([]);
  });

  it('every allowed live flag is still there and still makes no call', () => {
    for (const rel of Object.keys(LIVE_FLAG_ALLOWED)) {
      const p = portalFiles.find((f) => path.relative(PORTAL, f.file) === rel);
      expect(p, rel).toBeDefined();
      if (p) expect(fetchingEffects(p), rel).toEqual([]);
    }
  });
});

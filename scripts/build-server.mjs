// Bundles the server into apps/server/dist/main.mjs so production starts without compiling
// TypeScript, and beside it embedded-worker.mjs, the thread that runs the embedded database. The
// domain package is bundled in; other packages stay in node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const buildServer = () =>
  build({
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      'embedded-worker': path.join(root, 'apps/server/src/db/embedded-worker.ts'),
    },
    outdir: path.join(root, 'apps/server/dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'workspace-domain-inline-rest-external',
        setup(b) {
          b.onResolve({ filter: /^@tidemark\/domain(\/.*)?$/ }, (args) => {
            const sub = args.path.slice('@tidemark/domain'.length);
            const file = sub ? `src${sub}.ts` : 'src/index.ts';
            return { path: path.join(root, 'packages/domain', file) };
          });
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, runnerImport } from 'vite';

const api = ['/api', '/account', '/basApi', '/a/', '/sitemap.xml', '/robots.txt'];
const domainSource = path.resolve(import.meta.dirname, '../../packages/domain/src');
const SITE_CATALOGS_ID = 'virtual:site-catalogs';
const SITE_CATALOG_PREFIX = 'virtual:site-catalog/';

const readSiteCatalogs = async () =>
  (await runnerImport<typeof import('../../packages/domain/src/i18n/site')>(path.join(domainSource, 'i18n/site.ts')))
    .module.SITE_CATALOGS;

/**
 * `virtual:site-catalogs`: the site subtree of the catalogs (packages/domain/src/i18n/site.ts),
 * evaluated at build time so a public page ships those strings and not the catalog modules of
 * every area; each language is its own module (`virtual:site-catalog/<lang>`), so a page loads
 * only the language it shows.
 */
const siteCatalogs = (): Plugin => ({
  name: 'site-catalogs',
  resolveId: (id) => (id === SITE_CATALOGS_ID || id.startsWith(SITE_CATALOG_PREFIX) ? `\0${id}` : undefined),
  async load(id) {
    if (id === `\0${SITE_CATALOGS_ID}`) {
      return [
        `export const loadSiteCatalog = (lang) => lang === 'en_us'`,
        `  ? import('${SITE_CATALOG_PREFIX}en_us').then((m) => m.default)`,
        `  : import('${SITE_CATALOG_PREFIX}zh_cn').then((m) => m.default);`,
      ].join('\n');
    }
    if (!id.startsWith(`\0${SITE_CATALOG_PREFIX}`)) return undefined;
    this.addWatchFile(path.join(domainSource, 'i18n/site.ts'));
    const lang = id.slice(`\0${SITE_CATALOG_PREFIX}`.length);
    const catalogs = await readSiteCatalogs();
    if (lang !== 'en_us' && lang !== 'zh_cn') throw new Error(`no site catalog for ${lang}`);
    return `export default ${JSON.stringify(catalogs[lang])};`;
  },
});

/** The mode of the public site's builds (its browser entry and its server renderer). */
const SITE_MODE = 'site';

/**
 * The public site runs on Preact's React-compatible layer: the same components, hooks, router
 * and i18n bindings, for about a sixth of react-dom's weight, so a public page stays inside its
 * JavaScript budget. The portal (antd) keeps React.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Text assets compressed once at build time (gzip and brotli), which the server sends as they are. */
const precompress = (assets: string): void => {
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(assets, name);
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
};

/**
 * After the portal's browser build, the public site is built beside it: its browser entry
 * (site.html, whose manifest is `.vite/site-manifest.json`) into the same folder, and its
 * server-side renderer into `<outDir>-ssr/entry-server.js` (self-contained), so any build folder
 * gets both. Then every asset is compressed.
 */
const siteBuilds = (): Plugin => {
  let outDir: string | undefined;
  let assetsDir = 'assets';
  let root = '';
  return {
    name: 'site-builds',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
      root = config.root;
    },
    async closeBundle() {
      if (!outDir) return;
      const configFile = path.join(import.meta.dirname, 'vite.config.ts');
      await build({
        root,
        configFile,
        mode: SITE_MODE,
        logLevel: 'warn',
        build: {
          outDir,
          emptyOutDir: false,
          manifest: '.vite/site-manifest.json',
          rollupOptions: { input: path.join(root, 'site.html') },
        },
      });
      await build({
        root,
        configFile,
        mode: SITE_MODE,
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: `${outDir}-ssr`,
          emptyOutDir: true,
          sourcemap: true,
          target: 'node20',
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
      precompress(path.join(outDir, assetsDir));
    },
  };
};

export default defineConfig(({ command, mode }) => {
  // A build is always production output, whatever NODE_ENV the caller runs under: built inside
  // vitest (NODE_ENV=test) it would otherwise keep React's and antd's development code and
  // warnings, and `npm start` would later serve that build. Vite reads NODE_ENV after this
  // config, and the site's nested builds load it again.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const site = mode === SITE_MODE;
  return {
    plugins: [react(), siteCatalogs(), ...(site ? [] : [siteBuilds()])],
    ...(site ? { resolve: { alias: PREACT_ALIASES } } : {}),
    build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
    server: {
      port: 5173,
      proxy: Object.fromEntries(api.map((p) => [p, 'http://localhost:8080'])),
    },
  };
});

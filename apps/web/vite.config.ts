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

/**
 * After the browser build, the server-side renderer of the public pages is built next to it
 * (`<outDir>-ssr/entry-server.js`, self-contained), so any build folder gets its renderer.
 */
const serverRenderer = (): Plugin => {
  let outDir: string | undefined;
  let root = '';
  return {
    name: 'site-server-renderer',
    apply: 'build',
    configResolved(config) {
      if (!config.build.ssr) {
        outDir = path.resolve(config.root, config.build.outDir);
        root = config.root;
      }
    },
    async closeBundle() {
      if (!outDir) return;
      await build({
        root,
        configFile: path.join(import.meta.dirname, 'vite.config.ts'),
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: `${outDir}-ssr`,
          emptyOutDir: true,
          sourcemap: true,
          target: 'node20',
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
};

/** Text assets compressed once at build time (gzip and brotli), which the server sends as they are. */
const precompress = (): Plugin => {
  let assets: string | undefined;
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      if (!config.build.ssr) assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!assets) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
};

export default defineConfig({
  plugins: [react(), siteCatalogs(), precompress(), serverRenderer()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(api.map((p) => [p, 'http://localhost:8080'])),
  },
});

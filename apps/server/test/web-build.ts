import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A page template as the web build writes it, for the entry `index` (portal) or `site`. */
export const pageTemplate = (entry: string) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="" />
    <title>Tidemark</title>
    <script type="module" crossorigin src="/assets/${entry}-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/${entry}-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A web build in a temporary folder (return value; its `dist` is WEB_DIST): the portal's
 * index.html, the site's site.html with its stylesheet and manifest, the server renderer module
 * given as source, and any extra files under dist.
 */
export const fakeWebBuild = (renderer: string, files: Record<string, string> = {}): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidemark-web-build-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), pageTemplate('index'));
  writeFileSync(path.join(dist, 'site.html'), pageTemplate('site'));
  writeFileSync(path.join(dist, 'assets/site-abc.css'), '.site{color:red}');
  writeFileSync(
    path.join(dist, '.vite/site-manifest.json'),
    JSON.stringify({ 'site.html': { file: 'assets/site-abc.js', isEntry: true, css: ['assets/site-abc.css'] } }),
  );
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), renderer);
  return dir;
};

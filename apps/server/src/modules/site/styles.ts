import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NONCE_SLOT } from '../../http/security-headers';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/**
 * The CSS of the public site, read once from the build: the styles of the site's entry and of
 * every chunk under src/site/ (the pages), from the site build's manifest. A rendered page
 * carries it inline, so the first paint needs no stylesheet request and a page's own styles
 * are there before its script arrives. Answers undefined when the build has no such manifest.
 */
export const readSiteStyles = (webDist: string): string | undefined => {
  const manifestFile = path.join(webDist, '.vite/site-manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.startsWith('src/site/')) visit(key, seen);
  }
  return [...files].map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
};

/**
 * The template with its stylesheet links replaced by the site's styles inline, in a style
 * element that carries the page's nonce (the Content-Security-Policy admits no other).
 */
export const inlineStyles = (template: string, styles: string | undefined): string =>
  styles === undefined
    ? template
    : template
        .replace(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '')
        .replace(
          '</head>',
          () => `<style nonce="${NONCE_SLOT}">${styles.replace(/<\/style/gi, '<\\/style')}</style></head>`,
        );

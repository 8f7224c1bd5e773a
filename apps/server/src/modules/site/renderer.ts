import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@tidemark/domain';
import { renderOnThread } from './render-thread';

/**
 * The contract of the web app's server renderer (apps/web/src/entry-server.tsx, built by Vite
 * into `<WEB_DIST>-ssr/entry-server.js`). The apps never import each other: the server loads the
 * built file at run time, and without it public pages render in the browser only.
 */
export type RenderRequest = {
  readonly url: string;
  readonly lang: Language;
  readonly brandName: string;
  readonly brandSlug: string;
  readonly get: <T = unknown>(path: string, query?: Readonly<Record<string, string>>) => Promise<T>;
};

export type RenderedPage = {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  readonly stateJson: string;
};

export type SiteRenderer = {
  readonly render: (request: RenderRequest) => Promise<RenderedPage | null>;
  readonly publicPaths: (slug: string) => string[];
};

/** Where the renderer of a web build lives: next to it, or where WEB_SSR_DIST says. */
export const rendererFile = (webDist: string, env: NodeJS.ProcessEnv = process.env): string =>
  path.join(env.WEB_SSR_DIST ? path.resolve(env.WEB_SSR_DIST) : `${webDist}-ssr`, 'entry-server.js');

const isRenderer = (m: unknown): m is SiteRenderer =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as SiteRenderer).render === 'function' &&
  typeof (m as SiteRenderer).publicPaths === 'function';

/**
 * Loads the built renderer, or answers null when there is none (or it is not one). With `thread`
 * its pages render on a thread of its own (render-thread.ts), and `close` ends that thread.
 */
export const loadSiteRenderer = async (
  webDist: string,
  options: { thread?: boolean } = {},
): Promise<(SiteRenderer & { close?: () => Promise<void> }) | null> => {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return null;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isRenderer(loaded)) return null;
  return options.thread ? renderOnThread(file, loaded.publicPaths) : loaded;
};

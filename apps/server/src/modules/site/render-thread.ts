import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderRequest, SiteRenderer } from './renderer';

/**
 * The site's renderer on a thread of its own. A rendered tracking page costs some 25 ms of CPU,
 * most of the server's work under public traffic; on the server's thread every page load held up
 * every other request for that long. The thread loads the built renderer and renders there; the
 * lookups a page makes (`get`) come back to the server's thread, which answers them as the
 * visitor, within the visitor's lookup budget, as before.
 *
 * The thread's code is plain JavaScript given as text: it only imports the renderer (a built
 * JavaScript module) and carries messages, so it needs no build of its own.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const renderer = import(pathToFileURL(workerData.file).href);
const calls = new Map();
let lastCall = 0;
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.call);
    if (!call) return;
    calls.delete(message.call);
    if (message.ok) call.resolve(message.value);
    else call.reject(new Error(message.error));
    return;
  }
  const get = (path, query) =>
    new Promise((resolve, reject) => {
      lastCall += 1;
      calls.set(lastCall, { resolve, reject });
      parentPort.postMessage({ type: 'get', id: message.id, call: lastCall, path, query });
    });
  try {
    const page = await (await renderer).render({ ...message.request, get });
    parentPort.postMessage({ type: 'rendered', id: message.id, page });
  } catch (error) {
    parentPort.postMessage({ type: 'rendered', id: message.id, error: String((error && error.stack) || error) });
  }
});
`;

type FromThread =
  | { type: 'get'; id: number; call: number; path: string; query?: Record<string, string> }
  | { type: 'rendered'; id: number; page?: RenderedPage | null; error?: string };

type Pending = {
  get: RenderRequest['get'];
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
};

export type ThreadRenderer = SiteRenderer & { readonly close: () => Promise<void> };

/**
 * Renders with the built renderer `file` on a worker thread; `publicPaths` stays the caller's
 * (the sitemap asks it rarely and synchronously). A thread that dies fails the pages in flight and
 * is started again for the next page.
 */
export const renderOnThread = (file: string, publicPaths: SiteRenderer['publicPaths']): ThreadRenderer => {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let thread: Worker | null = null;

  const failAll = (error: Error) => {
    for (const page of pending.values()) page.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { file } });
    worker.unref();
    worker.on('message', (message: FromThread) => {
      const page = pending.get(message.id);
      if (!page) return;
      if (message.type === 'get') {
        page.get(message.path, message.query).then(
          (value) => worker.postMessage({ type: 'answer', call: message.call, ok: true, value }),
          (error: unknown) =>
            worker.postMessage({ type: 'answer', call: message.call, ok: false, error: String(error) }),
        );
        return;
      }
      pending.delete(message.id);
      if (message.error !== undefined) page.reject(new Error(`site renderer: ${message.error}`));
      else page.resolve(message.page ?? null);
    });
    const ended = (error: Error) => {
      if (thread === worker) thread = null;
      failAll(error);
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`site renderer thread ended (exit code ${code})`)));
    return worker;
  };

  return {
    publicPaths,
    render: ({ get, ...request }) =>
      new Promise<RenderedPage | null>((resolve, reject) => {
        thread ??= start();
        lastId += 1;
        pending.set(lastId, { get, resolve, reject });
        thread.postMessage({ type: 'render', id: lastId, request });
      }),
    close: async () => {
      const worker = thread;
      thread = null;
      if (worker) await worker.terminate();
    },
  };
};

import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { forgetGrants, hashPassword } from '../apps/server/src/modules/access';

const root = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Bench2026x';

/** A portal page the bench user is granted: its menu item (code) and URL, created when missing. */
export type BenchPage = { code: string; url: string };

/** The staff user 'benchuser' of every branch, holding the role 'bench' with these pages only. */
export const benchUser = async (database: Database, pages: readonly BenchPage[]): Promise<void> => {
  await database.query(
    `INSERT INTO roles (code, name_en, name_zh) VALUES ('bench', 'Benchmark', '基准测试') ON CONFLICT (code) DO NOTHING`,
  );
  for (const page of pages) {
    await database.query(
      `INSERT INTO menu_items (code, menu_type, menu_url, title_key) VALUES ($1, 1, $2, 'menu.groups.tracking')
       ON CONFLICT (code) DO NOTHING`,
      [page.code, page.url],
    );
  }
  await database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'bench' AND m.code = ANY($1::text[]) ON CONFLICT DO NOTHING`,
    [pages.map((p) => p.code)],
  );
  await database.query(
    `INSERT INTO users (user_name, display_name, email, password_hash, kind, status, branch_id)
     VALUES ('benchuser', 'Bench', 'bench@tidemark.example', $1, 'staff', 'active', (SELECT min(id) FROM branches))
     ON CONFLICT DO NOTHING`,
    [await hashPassword(PASSWORD)],
  );
  await database.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r
      WHERE lower(u.user_name) = 'benchuser' AND r.code = 'bench' ON CONFLICT DO NOTHING`,
  );
  await database.query(
    `INSERT INTO user_branch_scopes (user_id, branch_id) SELECT u.id, b.id FROM users u, branches b
      WHERE lower(u.user_name) = 'benchuser' ON CONFLICT DO NOTHING`,
  );
  // The grants were written behind the server's back, and the process caches grants by user id:
  // a benchmark run before this one, on another database, may have left the same id's grants.
  forgetGrants();
};

/** The server as production builds it, on the given database, without request logs or sign-in codes. */
export const benchApp = (database: Database): Promise<FastifyInstance> =>
  buildApp({
    config: loadConfig({
      LOGIN_CAPTCHA: 'off',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: process.env.TRUST_PROXY,
    }),
    database,
    logger: false,
  });

/** Listens on a free local port and answers the base URL. */
export const listen = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** Signs the bench user in: its session id and the session cookie, as the portal sends them. */
export const signIn = async (base: string): Promise<{ sid: string; cookie: string }> => {
  const login = await fetch(`${base}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=benchuser&password=${PASSWORD}`,
  });
  const sid = ((await login.json()) as { data: { __sid: string } }).data.__sid;
  const cookie =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('tm_ss='))
      ?.split(';')[0] ?? '';
  return { sid, cookie };
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * A GET over a kept-alive connection with node:http, read to its end: the lean client a load
 * generator uses. The client runs in the benchmark's process, beside the server, so fetch's
 * heavier stream machinery would be timed as if it were the API's.
 */
export const httpGet = (
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number }> =>
  new Promise((done, fail) => {
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, bytes }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });

/** A form-encoded POST over the same kept-alive connections, read to its end (answers the body as text). */
export const httpPost = (
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> =>
  new Promise((done, fail) => {
    const payload = new URLSearchParams(form).toString();
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });

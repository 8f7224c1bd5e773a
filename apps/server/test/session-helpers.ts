import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/access';
import type { TestApp } from './harness';

export type Session = { sid: string; cookie: string };
export type Fields = Record<string, string | number | readonly (string | number)[]>;

/** Form-encoded body; arrays become repeated fields, as the web app sends them. */
export const form = (fields: Fields): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, String(v));
  }
  return params.toString();
};

/** Signs a demo user in; a test signing many users in gives each an address of its own. */
export const signIn = async (t: TestApp, username: string, remoteAddress?: string): Promise<Session> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/account/login',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ username, password: DEMO_PASSWORD, lang: 'en_us' }),
  });
  expect(res.json().result, res.body).toBe('true');
  const cookie = res.cookies.find((c) => c.name === 'tm_ss');
  if (!cookie) throw new Error(`no session cookie for ${username}`);
  return { sid: res.json().data.__sid, cookie: cookie.value };
};

/** A form POST in English, signed in when a session is given. */
export const post = (t: TestApp, url: string, session: Session | null, fields: Fields = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(session ? { cookie: `tm_ss=${session.cookie}` } : {}),
    },
    payload: form({ lang: 'en_us', ...(session ? { __sid: session.sid } : {}), ...fields }),
  });

export const idOf = async (t: TestApp, sql: string, params: unknown[] = []): Promise<number> => {
  const row = (await t.database.query<{ id: number }>(sql, params))[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
};

/** A customer account that signed up and confirmed its address, now waiting for approval. */
export const pendingCustomer = async (
  t: TestApp,
  userName: string,
  requestedCompany = 'Harbour Trading',
): Promise<number> =>
  idOf(
    t,
    `INSERT INTO users (user_name, display_name, email, email_verified_at, password_hash, kind, status, requested_company, language)
     VALUES ($1, $2, $3, now(), 'not-a-hash', 'customer', 'pending_approval', $4, 'zh_cn') RETURNING id`,
    [userName, `${userName} display`, `${userName}@example.com`, requestedCompany],
  );

/** Drops the grants the process keeps per user, after a test rewrote them in the database. */
export { forgetGrants } from '../src/modules/access';

/**
 * A multipart upload of files under the field `file`, signed in as the portal sends it (the
 * session in x-sid, the language in the query string).
 */
export const uploadFiles = (
  t: TestApp,
  url: string,
  session: Session,
  files: readonly { name: string; bytes: Buffer }[],
  lang = 'en_us',
) => {
  const boundary = '----tidemark-test-boundary';
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `${url}?lang=${lang}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `tm_ss=${session.cookie}`,
      'x-sid': session.sid,
    },
    payload: Buffer.concat(parts),
  });
};

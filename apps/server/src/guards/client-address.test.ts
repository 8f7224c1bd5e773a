import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { ConfigError, loadConfig, parseTrustProxy } from '../config';
import { addressKey } from '../http/client-address';
import { DEMO_PASSWORD } from '../modules/access/seed';
import { hashSecret } from '../modules/access/tokens';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Signs in through whatever path the request takes and answers the client address the session recorded. */
const sessionAddress = async (
  t: TestApp,
  from: string,
  headers: Record<string, string> = {},
  user = 'csr',
): Promise<string | null> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/account/login',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ username: user, password: DEMO_PASSWORD, lang: 'en_us' }).toString(),
    remoteAddress: from,
  });
  expect(res.json().result, res.body).toBe('true');
  const rows = await t.database.query<{ ip: string | null }>('SELECT ip FROM sessions WHERE sid_hash = $1', [
    hashSecret(res.json().data.__sid),
  ]);
  return rows[0]?.ip ?? null;
};

const failSignIn = (t: TestApp, from: string, headers: Record<string, string>, user = 'ops') =>
  t.app.inject({
    method: 'POST',
    url: '/account/login',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ username: user, password: 'Wrong2026x', lang: 'en_us' }).toString(),
    remoteAddress: from,
  });

describe('TRUST_PROXY', () => {
  it('is off by default, a hop count, or proxy addresses, networks and names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy(' 10.0.0.5, 192.168.0.0/16 ,fd00::/8,uniquelocal')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });

  it('refuses true, which would believe every hop, and says what to set instead', () => {
    for (const v of ['true', 'TRUE', 'on', 'yes']) {
      expect(() => parseTrustProxy(v)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/any client could choose its own address.*loopback/s);
  });

  it('refuses what is neither an address, a network, a name nor a sensible hop count', () => {
    for (const v of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '300.1.1.1', '11', 'all']) {
      expect(() => parseTrustProxy(v), v).toThrow(ConfigError);
    }
  });
});

describe('the client address limits count', () => {
  it('is the IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe(key);
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe.each(ENGINES)('client address behind proxies on %s', (engine) => {
  let byAddress: TestApp;
  let byHops: TestApp;
  let untrusting: TestApp;
  beforeAll(async () => {
    byAddress = await testApp(engine, { TRUST_PROXY: '10.0.0.5,192.168.0.0/16' });
    byHops = await testApp(engine, { TRUST_PROXY: '1' });
    untrusting = await testApp(engine);
  });
  afterAll(async () => {
    await byAddress?.close();
    await byHops?.close();
    await untrusting?.close();
  });

  it('takes the address a trusted proxy forwards', async () => {
    expect(await sessionAddress(byAddress, '10.0.0.5', { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await sessionAddress(byAddress, '192.168.7.1', { 'x-forwarded-for': '203.0.113.10' })).toBe('203.0.113.10');
    expect(await sessionAddress(byHops, '10.9.9.9', { 'x-forwarded-for': '203.0.113.11' })).toBe('203.0.113.11');
  });

  it('keeps the socket address of a client that names itself without a trusted proxy', async () => {
    expect(await sessionAddress(byAddress, '198.51.100.20', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '198.51.100.20',
    );
    expect(await sessionAddress(untrusting, '198.51.100.21', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '198.51.100.21',
    );
  });

  it('takes the hop the trusted proxy appended, not addresses the client wrote in front of it', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; its proxy appended the address it saw.
    const spoofed = { 'x-forwarded-for': '1.2.3.4, 203.0.113.12' };
    expect(await sessionAddress(byHops, '10.0.0.5', spoofed)).toBe('203.0.113.12');
    expect(await sessionAddress(byAddress, '10.0.0.5', spoofed)).toBe('203.0.113.12');
    // Two trusted proxies in a row: the first untrusted address from the right is the client.
    expect(
      await sessionAddress(byAddress, '10.0.0.5', { 'x-forwarded-for': '1.2.3.4, 203.0.113.13, 192.168.1.1' }),
    ).toBe('203.0.113.13');
  });

  it('limits the forwarded client, which cannot escape by naming other addresses', async () => {
    const proxied = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 5; i++) {
      expect((await failSignIn(byAddress, '10.0.0.5', proxied('203.0.113.50'))).statusCode).toBe(200);
    }
    expect((await failSignIn(byAddress, '10.0.0.5', proxied('203.0.113.50'))).statusCode).toBe(429);
    // Another visitor behind the same proxy is not held back.
    expect((await failSignIn(byAddress, '10.0.0.5', proxied('203.0.113.51'))).statusCode).toBe(200);
    // A client connecting directly gains nothing by writing a new address in each request.
    for (let i = 0; i < 5; i++) {
      const res = await failSignIn(byAddress, '198.51.100.60', proxied(`203.0.113.${100 + i}`));
      expect(res.statusCode).toBe(200);
    }
    expect((await failSignIn(byAddress, '198.51.100.60', proxied('203.0.113.200'))).statusCode).toBe(429);
  });

  it('reads the protocol and host from the same proxies only', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com', host: 'internal:8080' };
    const sitemap = (from: string) =>
      byAddress.app.inject({ method: 'GET', url: '/sitemap.xml', headers: forwarded, remoteAddress: from });
    expect((await sitemap('10.0.0.5')).body).toContain('<loc>https://www.example.com/');
    const direct = (await sitemap('198.51.100.20')).body;
    expect(direct).toContain('<loc>http://internal:8080/');
    expect(direct).not.toContain('www.example.com');
    // The session cookie is Secure when the trusted proxy says the visitor came over HTTPS.
    const res = await byAddress.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { ...FORM, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.70' },
      payload: new URLSearchParams({ username: 'hr', password: DEMO_PASSWORD, lang: 'en_us' }).toString(),
      remoteAddress: '10.0.0.5',
    });
    expect(res.cookies.find((c) => c.name === 'tm_ss')?.secure).toBe(true);
  });
});

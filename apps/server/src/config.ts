import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@tidemark/domain';

/** Runtime configuration, read once from the environment (README lists every variable). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brandName: string;
  brandSlug: string;
  carrierBrandHosts: string[];
  loginCaptcha: boolean;
  smtpUrl: string | undefined;
  defaultLanguage: Language;
  supportContact: string;
  webDist: string;
  /** Public pages render on a thread of their own (SITE_RENDER_THREAD, on unless `off`). */
  siteRenderThread: boolean;
  logLevel: string;
  /** Seed demo data into an empty embedded database. */
  demoSeed: boolean;
  /** Shipments in the demo seed. */
  demoShipments: number;
  /** Which proxies may name the client, its protocol and host (TRUST_PROXY). */
  trustProxy: TrustProxy;
};

/**
 * The peers whose X-Forwarded-For, -Proto and -Host are believed: none (false), the nearest N
 * hops (the server is reachable only through its proxies), or the proxies' own addresses and
 * networks, or the names 'loopback', 'linklocal' and 'uniquelocal'. A client connecting from any
 * other address is known by its socket address, whatever headers it sends.
 */
export type TrustProxy = false | number | string[];

/** A setting the server cannot start with; the message says what to set instead. */
export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

/** One TRUST_PROXY entry: a name, an address, or a network in CIDR notation (10.0.0.0/8, fd00::/8). */
const validProxyEntry = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
};

export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'off' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'on' || v === 'yes') {
    throw new ConfigError(
      `TRUST_PROXY=${value} would believe every X-Forwarded-For hop, so any client could choose its own address ` +
        'and escape the sign-in and lookup limits. Set TRUST_PROXY to the addresses of your proxies ' +
        "('loopback' for a proxy on the same host, '10.0.0.0/8' or '10.0.0.5,10.0.0.6' for a load balancer), " +
        'or to the number of proxies in front of the server (1) when it can be reached only through them.',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(`TRUST_PROXY=${value}: at most ${MAX_PROXY_HOPS} proxy hops can be trusted.`);
    }
    return hops;
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !validProxyEntry(e));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${wrong.join(', ')} is not a proxy address, network (10.0.0.0/8) or name ` +
        `(${[...PROXY_NAMES].join(', ')}), nor a number of hops.`,
    );
  }
  return entries;
};

/** The repository root, found by walking up, so the same code works from source and from the bundle. */
const findRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'tidemark') {
      return dir;
    }
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
};

const ROOT = findRoot(import.meta.dirname);

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const lang = env.DEFAULT_LANGUAGE;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(ROOT, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    brandName: env.BRAND_NAME ?? 'Tidemark',
    brandSlug: env.BRAND_SLUG ?? 'tidemark',
    carrierBrandHosts: list(env.CARRIER_BRAND_HOSTS),
    loginCaptcha: (env.LOGIN_CAPTCHA ?? 'on').toLowerCase() !== 'off',
    smtpUrl: env.SMTP_URL || undefined,
    defaultLanguage: isLanguage(lang) ? lang : FALLBACK_LANGUAGE,
    supportContact: env.SUPPORT_CONTACT ?? 'it-support@tidemark.example',
    webDist: path.resolve(ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    siteRenderThread: env.SITE_RENDER_THREAD !== 'off',
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSeed: (env.DEMO_SEED ?? 'on').toLowerCase() !== 'off',
    demoShipments: Number(env.DEMO_SHIPMENTS ?? 3000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
};

export const REPO_ROOT = ROOT;

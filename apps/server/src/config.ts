import { existsSync, readFileSync } from 'node:fs';
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
  logLevel: string;
  /** Seed demo data into an empty embedded database. */
  demoSeed: boolean;
  /** Shipments in the demo seed. */
  demoShipments: number;
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
    logLevel: env.LOG_LEVEL ?? 'info',
    demoSeed: (env.DEMO_SEED ?? 'on').toLowerCase() !== 'off',
    demoShipments: Number(env.DEMO_SHIPMENTS ?? 3000),
  };
};

export const REPO_ROOT = ROOT;

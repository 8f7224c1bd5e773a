// @vitest-environment node
import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const configFile = path.resolve(import.meta.dirname, '../vite.config.ts');
const callerEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = callerEnv;
});

describe('the web build', () => {
  // `npm test` on a fresh clone builds the app inside vitest, which runs with NODE_ENV=test; that
  // build is later served by `npm start`, so it must be production output all the same.
  it.each(['test', 'development'])('is a production build when the caller runs with NODE_ENV=%s', async (env) => {
    process.env.NODE_ENV = env;
    // As `vite build` resolves it: command build, default mode and NODE_ENV production.
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'build', 'production', 'production');
    expect(config.isProduction).toBe(true);
    // What the bundle's `process.env.NODE_ENV` becomes, which gates React's and antd's dev code.
    expect(process.env.NODE_ENV).toBe('production');
  });
});

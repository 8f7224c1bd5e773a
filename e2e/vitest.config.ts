import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/csp-guard.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits a second by default; the portal loads its code on first visit and a busy
    // machine needs longer, so every poll in a journey waits up to 20 s.
    expect: { poll: { timeout: 20_000 } },
    fileParallelism: false,
    // A journey that fails once on a loaded CI machine gets one more try; a real fault fails both.
    retry: process.env.CI ? 1 : 0,
  },
});

import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Every journey fails when a page it opened broke the Content-Security-Policy: the fix belongs
// in the app, not in the policy.
afterEach(async () => {
  // Reports travel from the page asynchronously; give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

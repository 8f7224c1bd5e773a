import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// The production build drops antd's warnings, so these tests are where a deprecated antd prop is
// seen: any such warning fails the test that rendered it.
const antdDeprecations: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (/\[antd: [^\]]+\].* is deprecated/.test(text)) antdDeprecations.push(text);
  consoleError(...args);
};
afterEach(() => {
  expect(antdDeprecations.splice(0), 'antd deprecation warnings').toEqual([]);
});

// Testing Library only unmounts by itself when test globals are on; they are off here, so every
// rendered tree is unmounted after each test. Otherwise a tree's pending timers (antd's motion,
// tooltips) fire after the jsdom window is gone and fail the run with "window is not defined".
afterEach(() => {
  cleanup();
});

// antd reads matchMedia, which jsdom lacks (a test may run in plain node instead of jsdom).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

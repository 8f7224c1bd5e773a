import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import './no-eval';

describe('zod under the pages’ policy', () => {
  it('is configured to compile nothing and parses without ever calling Function', () => {
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});

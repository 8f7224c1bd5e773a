/** jsdom has no ResizeObserver; antd's table, textarea and select measure themselves with it. */
export const stubResizeObserver = (): void => {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
};

/** One request the stand-in fetch received: its address and its form body. */
export type FetchCall = { url: string; body: URLSearchParams };

/** The SPEC envelope of a successful answer holding `data`. */
export const envelope = (data: unknown): Response =>
  new Response(JSON.stringify({ success: true, result: 'true', message: '', data }), {
    headers: { 'content-type': 'application/json' },
  });

/**
 * Puts a stand-in for fetch in place that records every call in `calls` and answers with
 * `answer`; gives back the function that puts the real one back.
 */
export const stubFetch = (calls: FetchCall[], answer: (call: FetchCall) => Response): (() => void) => {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), body: new URLSearchParams(String(init?.body ?? '')) };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
};

/** jsdom has no ResizeObserver; antd's table, textarea and select measure themselves with it. */
export const stubResizeObserver = (): void => {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
};

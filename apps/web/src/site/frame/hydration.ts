/** Resolves once the site frame has mounted, i.e. a server-rendered page is hydrated. */
let markHydrated: () => void = () => undefined;
export const whenFrameMounted: Promise<void> = new Promise((resolve) => {
  markHydrated = resolve;
});

export const frameMounted = (): void => markHydrated();

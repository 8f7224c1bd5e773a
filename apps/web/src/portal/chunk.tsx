import { CHUNK_LOAD_TIMEOUT_MS } from '@tidemark/domain';
import { Component, type ComponentType, type ErrorInfo, type LazyExoticComponent, lazy, type ReactNode } from 'react';

/** SPEC §8: a script chunk that fails or does not arrive within 120 s. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const BROWSER_CHUNK_FAILURES = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && (error.name === 'ChunkLoadError' || BROWSER_CHUNK_FAILURES.test(error.message)));

/** Runs a dynamic import; a failure or a wait past the limit becomes a ChunkLoadError. */
export const withChunkTimeout = <T,>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });

/** A component loaded on first render; `load` fetches its module ahead (and lets tests resolve it). */
export type LazyChunk<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  load: () => Promise<{ default: ComponentType<P> }>;
};

export const lazyChunk = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyChunk<P> => {
  const guarded = () => withChunkTimeout(load);
  return Object.assign(lazy(guarded), { load: guarded });
};

type BoundaryProps = {
  /** What to show instead of the failed part; reload starts the page afresh. */
  fallback: (error: unknown, reload: () => void) => ReactNode;
  /** A new key (the path, say) clears the error, so navigating away recovers. */
  resetKey?: string;
  children: ReactNode;
};
type BoundaryState = { error: unknown; key: string | undefined };

const reload = () => window.location.reload();

/** Catches a failed chunk (or any render error) so the user sees a message, never a blank page. */
export class ChunkBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.warn('portal render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, reload) : this.props.children;
  }
}

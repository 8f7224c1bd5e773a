import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorContent } from './error-page';

/** A page whose code could not be fetched (a new deployment, a dropped connection). */
const isChunkError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));

const ChunkOrError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  return <ErrorContent text={isChunkError(error) ? t('messages.chunkLoadError') : undefined} />;
};

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; key: string };

class Boundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Moving to another page starts afresh.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <ChunkOrError error={this.state.error} /> : this.props.children;
  }
}

/** Instead of a blank screen, a page that fails to render shows the error page (SPEC §8). */
export const PageErrorBoundary = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
};

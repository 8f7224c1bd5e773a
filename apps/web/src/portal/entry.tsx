import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkBoundary, isChunkLoadError, lazyChunk } from './chunk';

/**
 * The portal as the top-level router mounts it under /dashboard/*: loaded on demand, with the
 * SPEC §8 ChunkLoadError message and a Reload button when its code cannot be fetched. This file
 * stays in the main bundle, so it uses no antd.
 */
const PortalApp = lazyChunk(() => import('./index'));

const box = {
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  padding: 24,
  textAlign: 'center',
  fontSize: 16,
  color: '#10212f',
} as const;
const button = {
  marginTop: 16,
  padding: '8px 20px',
  border: 0,
  borderRadius: 6,
  background: '#0b3954',
  color: '#fff',
  fontSize: 15,
  cursor: 'pointer',
} as const;

const PortalLoadFailed = ({ error, reload }: { error: unknown; reload: () => void }) => {
  const { t } = useTranslation();
  return (
    <div style={box} role="alert">
      <div>
        <p>{t(isChunkLoadError(error) ? 'messages.chunkLoadError' : 'portal.error.text')}</p>
        <button type="button" style={button} onClick={reload}>
          {t('common.reload')}
        </button>
      </div>
    </div>
  );
};

const PortalLoading = () => {
  const { t } = useTranslation();
  return (
    <div style={box} aria-busy="true">
      {t('common.loading')}
    </div>
  );
};

export const PortalEntry = () => (
  <ChunkBoundary fallback={(error, reload) => <PortalLoadFailed error={error} reload={reload} />}>
    <Suspense fallback={<PortalLoading />}>
      <PortalApp />
    </Suspense>
  </ChunkBoundary>
);

import type { SessionUser } from '@tidemark/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureUser, useBootState } from '../../shell/boot';
import { useSession } from '../../shell/session';
import { showMessage } from '../../shell/status/messages';
import { PageLoading } from '../../shell/status/page-loading';

/**
 * Renders its children with the signed-in user. The guard has already sent visitors without a
 * session to /login; this waits for the user, and when fetching it failed offers to try again.
 */
export const AccountGate = ({ children }: { children: (user: SessionUser) => ReactNode }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { phase, userFetch } = useBootState();
  if (user) return children(user);
  if (phase === 'loading' || userFetch !== 'failed') return <PageLoading label={t('accountPages.account.loading')} />;
  const retry = () => void ensureUser().catch(() => showMessage(t('http.network'), 'error'));
  return (
    <div className="acc-status">
      <p>{t('accountPages.account.loadFailed')}</p>
      <button type="button" className="acc-submit acc-submit-inline" onClick={retry}>
        {t('accountPages.account.retry')}
      </button>
    </div>
  );
};

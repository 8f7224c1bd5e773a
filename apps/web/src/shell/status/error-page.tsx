import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusCard } from './status-card';

/** What went wrong and a way on; `text` replaces the general explanation (a chunk that failed to load). */
export const ErrorContent = ({ text, onRetry }: { text?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <StatusCard
      tone="error"
      title={t('accountPages.status.errorTitle')}
      text={text ?? t('accountPages.status.errorText')}
    >
      <button
        type="button"
        className="acc-submit acc-submit-inline"
        onClick={onRetry ?? (() => window.location.reload())}
      >
        {onRetry ? t('accountPages.status.tryAgain') : t('common.reload')}
      </button>
      <Link to="/" className="acc-secondary">
        {t('common.goHome')}
      </Link>
    </StatusCard>
  );
};

/** /error: trying again means going back to the page that failed. */
export const ErrorPage = () => <ErrorContent onRetry={() => window.history.back()} />;

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusCard } from './status-card';

/** The not-found answer with its 'Go to Home' link (SPEC §8); the portal shows it for unknown paths too. */
export const NotFound = () => {
  const { t } = useTranslation();
  return (
    <StatusCard
      tone="muted"
      title={t('accountPages.status.notFoundTitle')}
      text={t('accountPages.status.notFoundText')}
    >
      <Link to="/" className="acc-button-link">
        {t('common.goHome')}
      </Link>
    </StatusCard>
  );
};

/** /notFound */
export const NotFoundPage = NotFound;

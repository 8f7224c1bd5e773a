import { useTranslation } from 'react-i18next';

/** A quiet spinner while start-up or a page's code is on its way. */
export const PageLoading = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="tm-page-loading" role="status" aria-live="polite">
      <span className="tm-spinner" aria-hidden="true" />
      <span>{label ?? t('accountPages.loading')}</span>
    </div>
  );
};

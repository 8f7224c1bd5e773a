import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session';
import { StatusResult } from './status-result';

/**
 * A portal path the user has no route for: not found with 'Go to Home' (the user's landing page,
 * or the site's home when they have no portal page). An account still waiting for approval has
 * no portal pages at all, so it is told why instead.
 */
export const PortalNotFound = ({ home }: { home: string | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  if (!home && user?.status === 'pending_approval') {
    return (
      <Result
        status="info"
        title={t('portal.pending.title')}
        subTitle={t('portal.pending.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/user-account')}>
            {t('portal.shell.account')}
          </Button>
        }
      />
    );
  }
  return (
    <StatusResult
      status="404"
      title={t('portal.notFound.title')}
      subTitle={home ? t('portal.notFound.text') : `${t('messages.noPermission')}. ${t('messages.contactAdmin')}`}
      extra={
        <Button type="primary" onClick={() => navigate(home ? `/dashboard/${home}` : '/')}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
};

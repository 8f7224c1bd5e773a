import { Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../shell/feedback';
import { PageHeader } from '../shell/page-header';
import { accessApi, type RoleRow } from './api';
import { RolesPanel } from './roles-panel';
import { UsersPanel } from './users-panel';

/** udRole: roles, what each may open and do, and who holds them within which branches. */
export const RolesPage = () => {
  const { t } = useTranslation();
  const { reportError } = useFeedback();
  const [roles, setRoles] = useState<RoleRow[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRoles(await accessApi.roles());
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  }, [reportError]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <PageHeader title={t('menu.pages.udRole')} description={t('portal.pageHints.udRole')} />
      <div className="pt-panel">
        <Tabs
          items={[
            {
              key: 'roles',
              label: t('portal.roles.tabs.roles'),
              children: <RolesPanel roles={roles} loading={loading} reload={() => void load()} />,
            },
            { key: 'users', label: t('portal.roles.tabs.users'), children: <UsersPanel roles={roles} /> },
          ]}
        />
      </div>
    </>
  );
};

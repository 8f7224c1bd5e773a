import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../shell/page-header';
import { accessApi } from './api';
import { adminKeys } from './queries';
import { RolesPanel } from './roles-panel';
import { UsersPanel } from './users-panel';

/** udRole: roles, what each may open and do, and who holds them within which branches. */
export const RolesPage = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: adminKeys.roles,
    queryFn: ({ signal }) => accessApi.roles(false, signal),
  });
  const roles = query.data ?? [];

  return (
    <>
      <PageHeader title={t('menu.pages.udRole')} description={t('portal.pageHints.udRole')} />
      <div className="pt-panel">
        <Tabs
          items={[
            {
              key: 'roles',
              label: t('portal.roles.tabs.roles'),
              children: <RolesPanel roles={roles} loading={query.isFetching} />,
            },
            { key: 'users', label: t('portal.roles.tabs.users'), children: <UsersPanel roles={roles} /> },
          ]}
        />
      </div>
    </>
  );
};

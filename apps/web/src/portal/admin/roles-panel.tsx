import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission, useCan } from '../permission';
import { useFeedback } from '../shell/feedback';
import { localPagination } from '../shell/table';
import { accessApi, type RoleRow } from './api';
import { useGrantable } from './grantable';
import { adminKeys, useAdminWrite } from './queries';
import { RoleForm } from './role-form';
import { RoleGrants } from './role-grants';
import { roleName } from './role-name';

/** The roles table with create, edit, delete and the grant tree; each write reloads the roles. */
export const RolesPanel = ({ roles, loading }: { roles: readonly RoleRow[]; loading: boolean }) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useCan('udRole:edit');
  const { reportError } = useFeedback();
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null);
  const [granting, setGranting] = useState<RoleRow | null>(null);

  const grantable = useGrantable();
  // A deleted role leaves its users too.
  const deleteRole = useAdminWrite(accessApi.deleteRole, [adminKeys.roles, adminKeys.users, adminKeys.grantable]);

  const remove = async (role: RoleRow) => {
    try {
      const res = await deleteRole.mutateAsync(role.id);
      void message.success(res.message || t('portal.saved'));
    } catch (error) {
      reportError(error);
    }
  };

  const columns: TableColumnsType<RoleRow> = [
    {
      key: 'name',
      title: t('portal.roles.fields.name'),
      render: (_, r) => (
        <div>
          <strong>{roleName(r, i18n.language)}</strong>
          <div className="pt-muted">{i18n.language === 'en_us' ? r.nameZh : r.nameEn}</div>
        </div>
      ),
    },
    {
      key: 'code',
      title: t('portal.roles.fields.code'),
      dataIndex: 'code',
      render: (code: string, r) => (
        <Space size={4} wrap>
          <Tag>{code}</Tag>
          {r.builtIn ? (
            <Tooltip title={t('portal.roles.builtInNoDelete')}>
              <Tag color="blue">{t('portal.roles.builtIn')}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'description',
      title: t('portal.roles.fields.description'),
      dataIndex: 'description',
      responsive: ['lg'],
      render: (d: string) => d || <span className="pt-muted">—</span>,
    },
    { key: 'users', title: t('portal.roles.fields.users'), dataIndex: 'userCount', align: 'right', width: 90 },
    {
      key: 'grants',
      title: t('portal.roles.fields.grants'),
      align: 'right',
      width: 110,
      responsive: ['md'],
      render: (_, r) => r.menuItemIds.length,
    },
    {
      key: 'actions',
      title: t('portal.table.actions'),
      width: 1,
      className: 'pt-nowrap',
      render: (_, r) => (
        <div className="pt-row-actions">
          <Button type="link" size="small" icon={<SafetyOutlined aria-hidden />} onClick={() => setGranting(r)}>
            {t(canEdit ? 'portal.roles.actions.grants' : 'portal.roles.actions.viewGrants')}
          </Button>
          {/* Renaming or deleting a role is for those who may grant it. */}
          <Permission need="udRole:edit">
            {grantable.mayRole(r.id) ? (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setEditing({ role: r })}
              >
                {t('portal.actions.edit')}
              </Button>
            ) : null}
            {r.builtIn || !grantable.mayRole(r.id) ? null : (
              <Popconfirm
                title={t('portal.roles.confirmDelete', { name: roleName(r, i18n.language) })}
                description={r.userCount > 0 ? t('portal.roles.deleteUsers', { count: r.userCount }) : undefined}
                okText={t('portal.actions.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(r)}
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />}>
                  {t('portal.actions.delete')}
                </Button>
              </Popconfirm>
            )}
          </Permission>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="pt-toolbar">
        <span className="pt-muted">{t('portal.roles.rolesHint')}</span>
        <Permission need="udRole:edit">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ role: null })}>
            {t('portal.roles.actions.create')}
          </Button>
        </Permission>
      </div>
      <Table<RoleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={[...roles]}
        loading={loading}
        pagination={localPagination(t)}
        scroll={{ x: 'max-content' }}
      />
      <RoleForm
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <RoleGrants role={granting} onClose={() => setGranting(null)} onSaved={() => setGranting(null)} />
    </>
  );
};

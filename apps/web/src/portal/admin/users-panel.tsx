import { TeamOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@tidemark/domain';
import {
  Badge,
  Button,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission';
import { useFeedback, useRules } from '../shell/feedback';
import { type PageState, pagination } from '../shell/table';
import { accessApi, type BranchOption, type RoleRow, type UserRow, type UserStatus } from './api';
import { ADMIN_ROLE_CODE, type GrantableCheck, useGrantable } from './grantable';
import { adminKeys, useAdminWrite } from './queries';
import { roleName } from './role-name';

const STATUS_BADGE: Record<UserStatus, 'success' | 'warning' | 'processing' | 'default'> = {
  active: 'success',
  pending_email: 'processing',
  pending_approval: 'warning',
  disabled: 'default',
};

type AssignValues = { roleIds: number[]; branchIds: number[]; status: 'active' | 'disabled' };

const branchLabel = (b: BranchOption, lang: string) => `${b.code} · ${lang === 'en_us' ? b.name : b.nameZh}`;

const AssignForm = ({
  user,
  roles,
  branches,
  grantable,
  onClose,
  onSaved,
}: {
  user: UserRow | null;
  roles: readonly RoleRow[];
  branches: readonly BranchOption[];
  grantable: GrantableCheck;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<AssignValues>();
  const save = useAdminWrite(accessApi.saveUser, [adminKeys.users, adminKeys.roles, adminKeys.grantable]);
  // Offered: what the user may grant; what the account holds beyond that shows, but stays as it is.
  const roleOptions = roles
    .filter((r) => grantable.mayRole(r.id) || user?.roleIds.includes(r.id))
    .map((r) => ({ value: r.id, label: roleName(r, i18n.language), disabled: !grantable.mayRole(r.id) }));
  const branchOptions = branches
    .filter((b) => grantable.mayBranch(b.id) || user?.branchIds.includes(b.id))
    .map((b) => ({ value: b.id, label: branchLabel(b, i18n.language), disabled: !grantable.mayBranch(b.id) }));
  const { reportError, success } = useFeedback();
  const rules = useRules();

  useEffect(() => {
    if (!user) return;
    form.resetFields();
    form.setFieldsValue({
      roleIds: user.roleIds,
      branchIds: user.branchIds,
      status: user.status === 'disabled' ? 'disabled' : 'active',
    });
  }, [user, form]);

  const submit = async (values: AssignValues) => {
    if (!user) return;
    try {
      const res = await save.mutateAsync({ userId: user.id, ...values });
      success(res.message);
      onSaved();
    } catch (error) {
      reportError(error, form);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t('portal.users.assignTitle', { name: user.displayName }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="roleIds" label={t('portal.users.fields.roles')}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={roleOptions} />
        </Form.Item>
        <Form.Item name="branchIds" label={t('portal.users.fields.scope')} extra={t('portal.users.scopeHint')}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={branchOptions} />
        </Form.Item>
        <Form.Item name="status" label={t('portal.users.fields.status')} rules={[rules.requiredChoice]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'active', label: t('portal.users.statuses.active') },
              { value: 'disabled', label: t('portal.users.statuses.disabled') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Users with their roles and branch scope; assigning needs udRole:edit. */
export const UsersPanel = ({ roles }: { roles: readonly RoleRow[] }) => {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const [pageState, setPageState] = useState<PageState>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [assigning, setAssigning] = useState<UserRow | null>(null);
  const grantable = useGrantable();
  const adminRoleId = roles.find((r) => r.code === ADMIN_ROLE_CODE)?.id;
  // An administrator's account is an administrator's to change.
  const mayAssign = (u: UserRow) =>
    grantable.ready && (grantable.admin || adminRoleId === undefined || !u.roleIds.includes(adminRoleId));

  const query = { q, page: pageState.page, limit: pageState.limit };
  const users = useQuery({
    queryKey: adminKeys.usersPage(query),
    queryFn: ({ signal }) => accessApi.users(query, signal),
    placeholderData: keepPreviousData,
  });
  const data: { rows: UserRow[]; total: number; branches: BranchOption[] } = users.data ?? {
    rows: [],
    total: 0,
    branches: [],
  };
  const loading = users.isFetching;

  const rolesById = new Map(roles.map((r) => [r.id, r]));
  const branchesById = new Map(data.branches.map((b) => [b.id, b]));

  const columns: TableColumnsType<UserRow> = [
    {
      key: 'user',
      title: t('portal.users.fields.user'),
      render: (_, u) => (
        <div>
          <strong>{u.displayName}</strong>
          <div className="pt-muted">{u.userName}</div>
        </div>
      ),
    },
    { key: 'email', title: t('portal.users.fields.email'), dataIndex: 'email', responsive: ['md'] },
    {
      key: 'kind',
      title: t('portal.users.fields.kind'),
      dataIndex: 'kind',
      render: (kind: UserRow['kind']) => (
        <Tag color={kind === 'staff' ? 'geekblue' : 'green'}>{t(`portal.users.kinds.${kind}`)}</Tag>
      ),
    },
    {
      key: 'status',
      title: t('portal.users.fields.status'),
      dataIndex: 'status',
      render: (s: UserStatus) => <Badge status={STATUS_BADGE[s]} text={t(`portal.users.statuses.${s}`)} />,
    },
    {
      key: 'roles',
      title: t('portal.users.fields.roles'),
      render: (_, u) =>
        u.roleIds.length > 0 ? (
          <Space size={4} wrap>
            {u.roleIds.map((id) => {
              const role = rolesById.get(id);
              return <Tag key={id}>{role ? roleName(role, i18n.language) : id}</Tag>;
            })}
          </Space>
        ) : (
          <span className="pt-muted">—</span>
        ),
    },
    {
      key: 'home',
      title: t('portal.users.fields.home'),
      responsive: ['lg'],
      render: (_, u) => (u.kind === 'customer' ? u.companyName : u.branchCode) ?? <span className="pt-muted">—</span>,
    },
    {
      key: 'scope',
      title: t('portal.users.fields.scope'),
      responsive: ['lg'],
      render: (_, u) => {
        const codes = u.branchIds.map((id) => branchesById.get(id)?.code ?? String(id));
        if (codes.length === 0) return <span className="pt-muted">—</span>;
        const shown = codes.slice(0, 4).join(', ');
        return codes.length > 4 ? <Tooltip title={codes.join(', ')}>{`${shown} +${codes.length - 4}`}</Tooltip> : shown;
      },
    },
    {
      key: 'actions',
      title: t('portal.table.actions'),
      width: 1,
      className: 'pt-nowrap',
      render: (_, u) =>
        u.status === 'pending_email' || u.status === 'pending_approval' ? (
          <span className="pt-muted">{t('portal.users.waiting')}</span>
        ) : !mayAssign(u) ? null : (
          <Permission need="udRole:edit">
            <Button type="link" size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setAssigning(u)}>
              {t('portal.users.assign')}
            </Button>
          </Permission>
        ),
    },
  ];

  return (
    <>
      <div className="pt-toolbar">
        <Input.Search
          allowClear
          placeholder={t('portal.users.search')}
          aria-label={t('portal.users.search')}
          enterButton={t('common.search')}
          style={{ maxWidth: 420 }}
          onSearch={(value) => {
            // Searching again for the same words on the first page reads the users again.
            if (value.trim() === q && pageState.page === 1) void users.refetch();
            setQ(value.trim());
            setPageState((p) => ({ ...p, page: 1 }));
          }}
        />
      </div>
      <Table<UserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.rows}
        loading={loading}
        pagination={pagination(pageState, data.total, setPageState, t)}
        scroll={{ x: 'max-content' }}
      />
      <AssignForm
        user={assigning}
        roles={roles}
        branches={data.branches}
        grantable={grantable}
        onClose={() => setAssigning(null)}
        onSaved={() => setAssigning(null)}
      />
    </>
  );
};

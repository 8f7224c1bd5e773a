import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Modal, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessApi, adminKeys, type PendingAccount, useAdminWrite } from '../admin';
import { Permission } from '../permission';
import { useFeedback, useRules } from '../shell/feedback';
import { formatDateTime } from '../shell/format';
import { PageHeader } from '../shell/page-header';
import { localPagination } from '../shell/table';

type ApproveValues = { companyId: number | null };

/**
 * Picks the company: the server offers companies in the approver's scope whose name resembles
 * the one given at sign-up; any other company is chosen by typing its id.
 */
const CompanySelect = ({
  account,
  value,
  onChange,
}: {
  account: PendingAccount;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const options = useMemo(() => {
    const list = account.candidates.map((c) => ({
      value: c.id,
      label: `${c.name} · ${c.city} (${c.code}, #${c.id})`,
    }));
    const id = /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : null;
    if (id && !list.some((o) => o.value === id))
      list.push({ value: id, label: t('portal.approval.companyById', { id }) });
    if (value && !list.some((o) => o.value === value))
      list.push({ value, label: t('portal.approval.companyById', { id: value }) });
    return list;
  }, [account, typed, value, t]);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? undefined}
      onChange={(v: number) => onChange?.(v)}
      options={options}
      placeholder={t('portal.approval.companyPlaceholder')}
      notFoundContent={t('portal.approval.noCandidates')}
    />
  );
};

const ApproveForm = ({
  account,
  onClose,
  onSaved,
}: {
  account: PendingAccount | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveValues>();
  // An approved account leaves the list and becomes an active user.
  const approve = useAdminWrite(
    ({ userId, companyId }: { userId: number; companyId: number }) => accessApi.approve(userId, companyId),
    [adminKeys.approvals, adminKeys.users, ['dashboard', 'approvals']],
  );
  const { reportError, success } = useFeedback();
  const rules = useRules();

  useEffect(() => {
    if (!account) return;
    form.resetFields();
    form.setFieldsValue({ companyId: account.candidates.length === 1 ? (account.candidates[0]?.id ?? null) : null });
  }, [account, form]);

  const submit = async (v: ApproveValues) => {
    if (!account || !v.companyId) return;
    try {
      const res = await approve.mutateAsync({ userId: account.id, companyId: v.companyId });
      success(res.message);
      onSaved();
    } catch (error) {
      reportError(error, form);
    }
  };

  return (
    <Modal
      open={account !== null}
      title={account ? t('portal.approval.approveTitle', { name: account.displayName }) : ''}
      okText={t('portal.approval.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={approve.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {account ? (
        <Typography.Paragraph>
          {t('portal.approval.requested')}: <strong>{account.requestedCompany || '—'}</strong>
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="companyId"
          label={t('portal.approval.company')}
          extra={t('portal.approval.companyHint')}
          rules={[rules.requiredChoice]}
        >
          {account ? <CompanySelect account={account} /> : <span />}
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** accountApproval: customer accounts that confirmed their e-mail and wait to be linked to a company. */
export const AccountApprovalPage = () => {
  const { t, i18n } = useTranslation();
  const pending = useQuery({
    queryKey: adminKeys.approvals,
    queryFn: ({ signal }) => accessApi.pendingAccounts(false, signal),
  });
  const rows = pending.data ?? [];
  const loading = pending.isFetching;
  const [approving, setApproving] = useState<PendingAccount | null>(null);

  const columns: TableColumnsType<PendingAccount> = [
    {
      key: 'user',
      title: t('portal.approval.fields.user'),
      render: (_, a) => (
        <div>
          <strong>{a.displayName}</strong>
          <div className="pt-muted">{a.userName}</div>
        </div>
      ),
    },
    { key: 'email', title: t('portal.approval.fields.email'), dataIndex: 'email' },
    {
      key: 'phone',
      title: t('portal.approval.fields.phone'),
      dataIndex: 'phone',
      responsive: ['lg'],
      render: (p: string | null) => p || '—',
    },
    {
      key: 'requested',
      title: t('portal.approval.requested'),
      dataIndex: 'requestedCompany',
      render: (c: string | null) => c || '—',
    },
    {
      key: 'created',
      title: t('portal.approval.fields.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['md'],
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      key: 'actions',
      title: t('portal.table.actions'),
      width: 1,
      className: 'pt-nowrap',
      render: (_, a) => (
        <Permission need="accountApproval:approve" fallback={<span className="pt-muted">—</span>}>
          <Button
            type="primary"
            size="small"
            icon={<CheckCircleOutlined aria-hidden />}
            onClick={() => setApproving(a)}
          >
            {t('portal.approval.approve')}
          </Button>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.pages.accountApproval')} description={t('portal.pageHints.accountApproval')} />
      <div className="pt-panel">
        <Table<PendingAccount>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={localPagination(t)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.approval.empty')} />,
          }}
        />
      </div>
      <ApproveForm account={approving} onClose={() => setApproving(null)} onSaved={() => setApproving(null)} />
    </>
  );
};

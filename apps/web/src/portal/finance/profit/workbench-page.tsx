import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkbenchRow, WorkbenchSection, WorkbenchSummary } from '@tidemark/domain/finance/index';
import { App, Badge, Button, Card, Empty, Form, Input, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { post } from '../../../wire/request';
import { useFeedback } from '../../shell/feedback';
import { formatDateTime } from '../../shell/format';
import { PageHeader } from '../../shell/page-header';

const w = (key: string) => `finance.profit.workbench.${key}`;
const SUMMARY_KEY = ['finance', 'rmsWorkbench'] as const;

/** Where each section's items are handled. */
const LIST_OF: Record<WorkbenchSection['key'], string> = {
  review: '/dashboard/chargeSheetverify',
  unlock: '/dashboard/chargeSheet',
  loss: '/dashboard/shipmentProfit',
  unbilled: '/dashboard/unbilled',
};

/** A loss application's rejection, with its reason. */
const RejectModal = ({ row, onClose }: { row: WorkbenchRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (v: { reason: string }) =>
      post('/api/finance/rmsWorkbench/loss-decision', {
        id: String(row.id),
        version: String(row.version),
        decision: 'reject',
        reason: v.reason ?? '',
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await client.invalidateQueries({ queryKey: SUMMARY_KEY });
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <Modal
      open
      title={t(w('rejectTitle'), { shipmentNo: row.shipmentNo })}
      okText={t(w('reject'))}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v)}>
        <Form.Item
          name="reason"
          label={t(w('reason'))}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Route rmsWorkbench: what waits for finance in the user's branches, section by section, counted and read by the server. */
export const WorkbenchPage = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<WorkbenchRow | null>(null);
  const summary = useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => post<WorkbenchSummary>('/api/finance/rmsWorkbench/summary', {}, { signal }),
  });
  const approve = useMutation({
    mutationFn: (row: WorkbenchRow) =>
      post('/api/finance/rmsWorkbench/loss-decision', {
        id: String(row.id),
        version: String(row.version),
        decision: 'approve',
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await client.invalidateQueries({ queryKey: SUMMARY_KEY });
    },
    onError: (error) => reportError(error),
  });
  const col = (key: string) => t(w(`columns.${key}`));
  const sheetLink = (row: WorkbenchRow) => (
    <Link to={`/dashboard/chargeSheet?no=${encodeURIComponent(row.shipmentNo)}`}>{row.shipmentNo}</Link>
  );
  const columnsFor = (section: WorkbenchSection): ColumnsType<WorkbenchRow> => {
    const base: ColumnsType<WorkbenchRow> = [
      { key: 'shipmentNo', title: col('shipmentNo'), render: (_, row) => sheetLink(row) },
      { key: 'branch', title: col('branch'), dataIndex: 'branchCode' },
    ];
    const amount: ColumnsType<WorkbenchRow>[number] = {
      key: 'amount',
      title: section.key === 'loss' ? col('expectedLoss') : col('amount'),
      align: 'right',
      render: (_, row) => `${row.amount} ${row.currency}`,
    };
    const since: ColumnsType<WorkbenchRow>[number] = {
      key: 'since',
      title: section.key === 'unbilled' ? col('etd') : col('when'),
      render: (_, row) => formatDateTime(row.since, i18n.language),
    };
    if (section.key === 'loss') {
      return [
        ...base,
        amount,
        {
          key: 'profit',
          title: col('profit'),
          align: 'right',
          render: (_, row) => `${row.profitLocal ?? ''} ${row.currency}`,
        },
        { key: 'reason', title: col('reason'), dataIndex: 'reason' },
        { key: 'who', title: col('who'), dataIndex: 'who' },
        since,
        {
          key: 'decide',
          title: '',
          render: (_, row) =>
            row.decidable ? (
              <Space size={4}>
                <Button size="small" type="link" loading={approve.isPending} onClick={() => approve.mutate(row)}>
                  {t(w('approve'))}
                </Button>
                <Button size="small" type="link" danger onClick={() => setRejecting(row)}>
                  {t(w('reject'))}
                </Button>
              </Space>
            ) : null,
        },
      ];
    }
    return [
      ...base,
      { key: 'charge', title: col('chargeCode'), render: (_, row) => t(`enums.charge_code.${row.chargeCode}`) },
      { key: 'side', title: col('side'), render: (_, row) => t(`enums.charge_side.${row.side}`) },
      amount,
      section.key === 'unbilled'
        ? { key: 'party', title: col('party'), dataIndex: 'partyName' }
        : { key: 'who', title: col('who'), dataIndex: 'who' },
      ...(section.key === 'unlock' ? [{ key: 'reason', title: col('reason'), dataIndex: 'reason' }] : []),
      ...(section.key === 'unbilled'
        ? [
            {
              key: 'status',
              title: col('status'),
              render: (_: unknown, row: WorkbenchRow) => t(`enums.charge_line_status.${row.status}`),
            },
          ]
        : []),
      since,
    ];
  };
  return (
    <div className="pt-page">
      <PageHeader title={t('menu.pages.rmsWorkbench')} description={t(w('help'))} />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {(summary.data?.data.sections ?? []).map((section) => (
          <Card
            key={section.key}
            size="small"
            loading={summary.isPending}
            title={
              <Space>
                {t(w(section.key))}
                <Badge
                  count={section.count}
                  showZero
                  overflowCount={99_999}
                  color={section.count > 0 ? 'orange' : 'green'}
                />
              </Space>
            }
            extra={<Link to={LIST_OF[section.key]}>{t(w('openList'))}</Link>}
          >
            {section.count === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(w('none'))} />
            ) : (
              <>
                <Table<WorkbenchRow>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  columns={columnsFor(section)}
                  dataSource={section.rows}
                />
                {section.count > section.rows.length ? (
                  <Typography.Text type="secondary">
                    {t(w('shown'), { shown: section.rows.length, count: section.count })}
                  </Typography.Text>
                ) : null}
              </>
            )}
          </Card>
        ))}
      </Space>
      {rejecting ? <RejectModal row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </div>
  );
};

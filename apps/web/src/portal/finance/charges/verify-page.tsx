import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageDef, pageByUrl, resourceByName } from '@tidemark/domain';
import { App, Button, Form, Input, Modal, Result, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { post } from '../../../wire/request';
import type { EngineRow } from '../../engine/api';
import { DetailScreen } from '../../engine/detail-screen';
import { ListView } from '../../engine/list-screen';
import { invalidateResource } from '../../engine/queries';
import { useList } from '../../engine/use-list';
import { useFeedback } from '../../shell/feedback';
import { PortalNotFound } from '../../shell/not-found';
import { PageHeader } from '../../shell/page-header';
import '../../engine/engine.css';

/** The queue's decisions are its own calls: the generic edit form is not offered. */
const withoutEdit = (page: PageDef): PageDef => ({
  ...page,
  actions: (page.actions ?? []).filter((a) => a.kind !== 'edit'),
});

/** A rejection's reason. */
const RejectModal = ({ row, onClose }: { row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (v: { reason: string }) =>
      post('/api/finance/chargeSheetverify/review', {
        shipmentId: String(row.shipmentId),
        ids: [row.id],
        marker: 'reject',
        reason: v.reason ?? '',
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'chargeLine');
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <Modal
      open
      title={t('finance.charges.ui.rejectTitle', { count: 1 })}
      okText={t('finance.charges.ui.reject')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reject.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v)}>
        <Form.Item
          name="reason"
          label={t('finance.charges.ui.reason')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The queue: submitted lines of the user's branches, each reviewed or rejected, or opened on its sheet. */
const QueueList = ({ page }: { page: PageDef }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const resource = resourceByName('chargeLine');
  const list = useList(page, resource as NonNullable<typeof resource>);
  // Review is a marker the charge routes set, not an engine transition: this screen draws its
  // buttons, and the generic list draws none.
  const canDecide = list.actions.transitions.some((a) => a.key === 'review');
  const viewOnly = useMemo(() => ({ ...list, actions: { ...list.actions, edit: undefined, transitions: [] } }), [list]);
  const [rejecting, setRejecting] = useState<EngineRow | null>(null);
  const review = useMutation({
    mutationFn: (row: EngineRow) =>
      post('/api/finance/chargeSheetverify/review', {
        shipmentId: String(row.shipmentId),
        ids: [row.id],
        marker: 'review',
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'chargeLine');
    },
    onError: (error) => reportError(error),
  });
  return (
    <>
      <ListView
        list={viewOnly}
        header={() => <PageHeader title={t(page.titleKey)} description={t('finance.charges.ui.verifyHelp')} />}
        rowActions={(row) => (
          <Space size={4}>
            <Link to={`/dashboard/chargeSheet?no=${encodeURIComponent(String(row.shipmentNo))}`}>
              {t('finance.charges.ui.openSheet')}
            </Link>
            {canDecide ? (
              <>
                <Button size="small" type="link" loading={review.isPending} onClick={() => review.mutate(row)}>
                  {t('finance.charges.ui.review')}
                </Button>
                <Button size="small" type="link" danger onClick={() => setRejecting(row)}>
                  {t('finance.charges.ui.reject')}
                </Button>
              </>
            ) : null}
          </Space>
        )}
      />
      {rejecting ? <RejectModal row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
};

/** Route chargeSheetverify: the review queue, and one line's detail with its history. */
export const VerifyPage = () => {
  const { t } = useTranslation();
  const page = pageByUrl('chargeSheetverify');
  const resource = resourceByName('chargeLine');
  if (!page || !resource) return <Result status="warning" title={t('portal.error.text')} />;
  return (
    <Routes>
      <Route index element={<QueueList page={page} />} />
      <Route path=":id" element={<DetailScreen page={withoutEdit(page)} resource={resource} />} />
      <Route path="*" element={<PortalNotFound home={page.url} />} />
    </Routes>
  );
};

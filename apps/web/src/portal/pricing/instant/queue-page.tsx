import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PageDef, pageByUrl, resourceByName } from '@tidemark/domain';
import { App, Button, Form, Input, Modal, Result, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { post } from '../../../wire/request';
import type { EngineRow } from '../../engine/api';
import { DetailScreen } from '../../engine/detail-screen';
import { kitFor } from '../../engine/field-types';
import type { FormValue } from '../../engine/field-types/types';
import { toWireValue } from '../../engine/form-values';
import { ListView } from '../../engine/list-screen';
import { invalidateResource } from '../../engine/queries';
import { useList } from '../../engine/use-list';
import { useFeedback } from '../../shell/feedback';
import { PortalNotFound } from '../../shell/not-found';
import { PageHeader } from '../../shell/page-header';
import '../../engine/engine.css';

type Offer = {
  tariffId: number;
  rank: number;
  carrierCode: string;
  carrierName: string | null;
  total: string;
  currency: string;
  transitDays: number | null;
};

/** The queue's answers are its own calls: the generic edit form of the page is not offered. */
const withoutEdit = (page: PageDef): PageDef => ({
  ...page,
  actions: (page.actions ?? []).filter((a) => a.kind !== 'edit'),
});

/** Drafting a quotation: the rates in force for the request, ranked, and the customer when the request names none. */
const QuoteModal = ({ row, onClose }: { row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ tariffId?: number; companyId?: FormValue }>();
  const companyField = resourceByName('quoteRequest')?.fields.find((f) => f.name === 'companyId');
  const options = useQuery({
    queryKey: ['pricing', 'quoteRequestOptions', row.id],
    queryFn: ({ signal }) =>
      post<{ offers: Offer[] }>('/api/pricing/quote-requests/options', { id: row.id }, { signal }),
  });
  const offers = options.data?.data.offers ?? [];
  const quote = useMutation({
    mutationFn: (v: { tariffId?: number; companyId?: FormValue }) =>
      post<{ quotationNo: string }>('/api/pricing/quote-requests/quote', {
        id: row.id,
        version: String(row.version ?? ''),
        tariffId: String(v.tariffId ?? ''),
        companyId: v.companyId === undefined ? '' : toWireValue(v.companyId),
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'quoteRequest');
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  const CompanyInput = companyField ? kitFor(companyField).Input : null;
  return (
    <Modal
      open
      title={t('pricing.instant.queue.quoteTitle', { reference: String(row.reference) })}
      okText={t('pricing.instant.queue.quote')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={quote.isPending}
      okButtonProps={{ disabled: offers.length === 0 }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => quote.mutate(v)}
        initialValues={{ tariffId: row.tariffId ?? offers[0]?.tariffId }}
      >
        {!options.isPending && offers.length === 0 ? <p>{t('pricing.instant.queue.noRates')}</p> : null}
        <Form.Item
          name="tariffId"
          label={t('pricing.instant.queue.rate')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            loading={options.isPending}
            options={offers.map((o) => ({
              value: o.tariffId,
              label: t('pricing.instant.queue.rateOption', {
                rank: o.rank,
                carrier: o.carrierName ?? o.carrierCode,
                total: o.total.replace(/\.?0+$/, ''),
                currency: o.currency,
                transit: o.transitDays === null ? '' : t('site.instantQuote.transit', { days: o.transitDays }),
              }),
            }))}
          />
        </Form.Item>
        {row.companyId || !CompanyInput || !companyField ? null : (
          <Form.Item
            name="companyId"
            label={t('pricing.instant.queue.customer')}
            extra={t('pricing.instant.queue.customerHint')}
          >
            <CompanyInput field={companyField} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

/** Declining: a reason, kept on the request. */
const DeclineModal = ({ row, onClose }: { row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const decline = useMutation({
    mutationFn: (v: { reason: string }) =>
      post('/api/pricing/quote-requests/decline', {
        id: row.id,
        version: String(row.version ?? ''),
        reason: v.reason ?? '',
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'quoteRequest');
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <Modal
      open
      title={t('pricing.instant.queue.declineTitle', { reference: String(row.reference) })}
      okText={t('pricing.instant.queue.decline')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={decline.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => decline.mutate(v)}>
        <Form.Item
          name="reason"
          label={t('pricing.instant.queue.reason')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The queue: the generic list of requests, each new one answered with a draft quotation or declined. */
const QueueList = ({ page }: { page: PageDef }) => {
  const { t } = useTranslation();
  const resource = resourceByName('quoteRequest');
  const list = useList(page, resource as NonNullable<typeof resource>);
  const canAnswer = Boolean(list.actions.edit);
  const viewOnly = useMemo(() => ({ ...list, actions: { ...list.actions, edit: undefined } }), [list]);
  const [open, setOpen] = useState<{ row: EngineRow; kind: 'quote' | 'decline' } | null>(null);
  return (
    <>
      <ListView
        list={viewOnly}
        header={() => <PageHeader title={t(page.titleKey)} description={t('pricing.instant.queue.help')} />}
        rowActions={(row) =>
          canAnswer && row.state === 'new' ? (
            <Space size={4}>
              <Button size="small" type="link" onClick={() => setOpen({ row, kind: 'quote' })}>
                {t('pricing.instant.queue.quote')}
              </Button>
              <Button size="small" type="link" danger onClick={() => setOpen({ row, kind: 'decline' })}>
                {t('pricing.instant.queue.decline')}
              </Button>
            </Space>
          ) : null
        }
      />
      {open?.kind === 'quote' ? <QuoteModal row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'decline' ? <DeclineModal row={open.row} onClose={() => setOpen(null)} /> : null}
    </>
  );
};

/** Route quoteRequests: the sales queue of quotation requests, and one request's detail with its history. */
export const QueuePage = () => {
  const { t } = useTranslation();
  const page = pageByUrl('quoteRequests');
  const resource = resourceByName('quoteRequest');
  if (!page || !resource) return <Result status="warning" title={t('portal.error.text')} />;
  return (
    <Routes>
      <Route index element={<QueueList page={page} />} />
      <Route path=":id" element={<DetailScreen page={withoutEdit(page)} resource={resource} />} />
      <Route path="*" element={<PortalNotFound home={page.url} />} />
    </Routes>
  );
};

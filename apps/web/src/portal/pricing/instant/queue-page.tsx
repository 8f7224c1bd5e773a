import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceByName } from '@tidemark/domain';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../wire/request';
import type { EngineRow } from '../../engine/api';
import { kitFor } from '../../engine/field-types';
import type { FormValue } from '../../engine/field-types/types';
import { toWireValue } from '../../engine/form-values';
import { invalidateResource } from '../../engine/queries';
import { QueueScreen, type QueueScreenDef } from '../../engine/queue-screen';
import { useFeedback } from '../../shell/feedback';

type Offer = {
  tariffId: number;
  rank: number;
  carrierCode: string;
  carrierName: string | null;
  total: string;
  currency: string;
  transitDays: number | null;
};

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

/**
 * The sales queue: the generic list of requests, each new one answered with a draft quotation
 * (chosen among the rates in force in a dialog) or declined with a reason, kept on the request.
 */
export const QUOTE_REQUEST_QUEUE: QueueScreenDef = {
  page: 'quoteRequests',
  resource: 'quoteRequest',
  helpKey: 'pricing.instant.queue.help',
  mayDecide: (actions) => Boolean(actions.edit),
  waiting: (row) => row.state === 'new',
  approve: { labelKey: 'pricing.instant.queue.quote', Dialog: QuoteModal },
  reject: {
    labelKey: 'pricing.instant.queue.decline',
    title: (row, t) => t('pricing.instant.queue.declineTitle', { reference: String(row.reference) }),
    reasonKey: 'pricing.instant.queue.reason',
    send: (row, reason) =>
      post('/api/pricing/quote-requests/decline', { id: row.id, version: String(row.version ?? ''), reason }),
  },
};

/** Route quoteRequests: the sales queue of quotation requests, and one request's detail with its history. */
export const QueuePage = () => <QueueScreen def={QUOTE_REQUEST_QUEUE} />;

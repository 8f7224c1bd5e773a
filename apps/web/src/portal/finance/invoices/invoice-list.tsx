import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { downloadFile } from '../../../wire/download';
import type { EngineRow } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { ActionDialog } from './action-dialog';
import { invoicesApi, todayText } from './api';

type Url = 'taxInvoice' | 'DebitNote';

const s = (key: string) => `finance.invoices.screen.${key}`;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
const SIGNED = /^-?\d{1,15}(\.\d{1,2})?$/;

/** The PDF of one invoice or debit note, in the page's language. */
const PdfButton = ({ invoiceNo }: { invoiceNo: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<FilePdfOutlined aria-hidden />}
      loading={busy}
      data-testid={`pdf-${invoiceNo}`}
      onClick={() => {
        setBusy(true);
        downloadFile('/api/finance/invoices/pdf', { invoiceNo })
          .catch((error: Error) => void message.error(error.message))
          .finally(() => setBusy(false));
      }}
    >
      {t(s('pdf'))}
    </Button>
  );
};

type Dialog = { kind: 'payment' | 'debitNote'; row: EngineRow } | null;

/**
 * Tax invoices or debit notes on the generic list, each row with its PDF and, for the billing
 * desk, a payment against its open balance and (invoices) a debit note adjusting it.
 */
const InvoiceList = ({ url }: { url: Url }) => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canPay = permissions.has(`${url}:payment`);
  const canAdjust = url === 'taxInvoice' && permissions.has('taxInvoice:debitNote');
  const row = dialog?.row;
  return (
    <>
      <EngineScreen
        url={url}
        list={{
          rowActions: (r) => (
            <Space size={4}>
              <PdfButton invoiceNo={String(r.invoiceNo)} />
              {canPay && r.paymentState !== 'paid' ? (
                <Button size="small" onClick={() => setDialog({ kind: 'payment', row: r })}>
                  {t(`pageActions.${url}.payment`)}
                </Button>
              ) : null}
              {canAdjust ? (
                <Button size="small" onClick={() => setDialog({ kind: 'debitNote', row: r })}>
                  {t('pageActions.taxInvoice.debitNote')}
                </Button>
              ) : null}
            </Space>
          ),
        }}
      />
      <ActionDialog<{ amount: string; paidOn: dayjs.Dayjs; reference?: string }>
        title={t(s('paymentTitle'))}
        open={dialog?.kind === 'payment'}
        onClose={() => setDialog(null)}
        resources={['invoice', 'invoicePayment', 'unpaidInvoice']}
        initialValues={{ paidOn: dayjs(todayText()) }}
        send={(v) =>
          invoicesApi.pay(url, {
            id: row?.id ?? 0,
            amount: v.amount.trim(),
            paidOn: v.paidOn.format('YYYY-MM-DD'),
            ...(v.reference ? { reference: v.reference } : {}),
          })
        }
      >
        {() => (
          <>
            <p>
              {row?.invoiceNo ? `${String(row.invoiceNo)} · ` : ''}
              {t(s('open'), { open: String(row?.openAmount ?? ''), currency: String(row?.currency ?? '') })}
            </p>
            <Form.Item
              name="amount"
              label={t(s('amount'))}
              rules={[{ required: true, pattern: AMOUNT, message: t('validation.invalid') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="paidOn" label={t(s('paidOn'))} rules={[{ required: true }]}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="reference" label={t(s('reference'))}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
      </ActionDialog>
      <ActionDialog<{ chargeCode: string; description?: string; amount: string; taxRate: string }>
        title={t(s('debitNoteTitle'))}
        open={dialog?.kind === 'debitNote'}
        onClose={() => setDialog(null)}
        resources={['invoice', 'unpaidInvoice']}
        initialValues={{ taxRate: '0' }}
        send={(v) =>
          invoicesApi.debitNote({
            invoiceId: row?.id ?? 0,
            chargeCode: v.chargeCode,
            ...(v.description ? { description: v.description } : {}),
            amount: v.amount.trim(),
            taxRate: v.taxRate.trim(),
          })
        }
      >
        {() => (
          <>
            <p>{t(s('debitNoteHelp'), { invoiceNo: String(row?.invoiceNo ?? '') })}</p>
            <Form.Item name="chargeCode" label={t(s('chargeCode'))} rules={[{ required: true, min: 2, max: 10 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="description" label={t(s('description'))}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="amount"
              label={t(s('amount'))}
              rules={[{ required: true, pattern: SIGNED, message: t('validation.invalid') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="taxRate"
              label={t(s('taxRate'))}
              rules={[{ required: true, pattern: /^0(\.\d{1,4})?$/, message: t('validation.invalid') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </>
        )}
      </ActionDialog>
    </>
  );
};

/** One screen component per page URL, for the part's screen map. */
export const invoiceList = (url: Url): ComponentType => {
  const Screen = () => <InvoiceList url={url} />;
  Screen.displayName = `InvoiceList(${url})`;
  return Screen;
};

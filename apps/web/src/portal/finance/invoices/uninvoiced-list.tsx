import { BILLING_CURRENCIES } from '@tidemark/domain/finance/currencies';
import { Button, Checkbox, DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import type { EngineRow } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { ActionDialog } from './action-dialog';
import { invoicesApi, todayText } from './api';

const s = (key: string) => `finance.invoices.screen.${key}`;

type IssueValues = { invoiceDate: dayjs.Dayjs; dueDays: number; currency?: string; truckInvoice?: boolean };

/**
 * Reviewed revenue lines not yet invoiced, on the generic list; each row offers the billing desk
 * the invoice of its shipment for its bill-to party (every such line of the pair at once).
 */
export const UninvoicedList = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [row, setRow] = useState<EngineRow | null>(null);
  const canIssue = permissions.has('Uninvoiced:issue');
  return (
    <>
      <EngineScreen
        url="Uninvoiced"
        list={{
          rowActions: (r) =>
            canIssue && r.companyId ? (
              <Button size="small" type="primary" data-testid={`issue-${r.id}`} onClick={() => setRow(r)}>
                {t('pageActions.Uninvoiced.issue')}
              </Button>
            ) : null,
        }}
      />
      <ActionDialog<IssueValues>
        title={t(s('issueTitle'))}
        open={row !== null}
        onClose={() => setRow(null)}
        resources={['uninvoicedLine', 'invoice', 'unpaidInvoice', 'unbilledLine']}
        initialValues={{ invoiceDate: dayjs(todayText()), dueDays: 30, truckInvoice: false }}
        okText={t('pageActions.Uninvoiced.issue')}
        send={(v) =>
          invoicesApi.issue({
            shipmentId: Number(row?.shipmentId),
            companyId: Number(row?.companyId),
            invoiceDate: v.invoiceDate.format('YYYY-MM-DD'),
            dueDays: v.dueDays,
            currency: v.currency,
            truckInvoice: v.truckInvoice === true,
          })
        }
      >
        {() => (
          <>
            <p>
              {String(row?.shipmentNo ?? '')} · {String(row?.companyName ?? '')}
            </p>
            <p>{t(s('issueHelp'))}</p>
            <Form.Item name="invoiceDate" label={t(s('invoiceDate'))} rules={[{ required: true }]}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="dueDays" label={t(s('dueDays'))} rules={[{ required: true }]}>
              <InputNumber min={0} max={365} precision={0} />
            </Form.Item>
            <Form.Item name="currency" label={t(s('currency'))}>
              <Select allowClear options={BILLING_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
            <Form.Item name="truckInvoice" valuePropName="checked">
              <Checkbox>{t(s('truckInvoice'))}</Checkbox>
            </Form.Item>
          </>
        )}
      </ActionDialog>
    </>
  );
};

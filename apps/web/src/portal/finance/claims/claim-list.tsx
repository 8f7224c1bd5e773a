import { CLAIM_REJECTABLE, CLAIM_SETTLEABLE, type ClaimState } from '@tidemark/domain/finance/claims/index';
import { Button, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import { type EngineRow, engineApi } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { ActionDialog } from '../invoices/action-dialog';
import { todayText } from '../invoices/api';

const s = (key: string) => `finance.claims.screen.${key}`;

type SettleValues = { amount: number; settledOn: dayjs.Dayjs };
type RejectValues = { reason: string };

/** The claim's version as it stands now (lists carry none), so a decision never overwrites a change it has not seen. */
const versionOf = async (id: number): Promise<number> =>
  Number((await engineApi.get('claim', 'claimCharge', id)).version);

/** What is still open on a claim, in decimal text (cents, never floats). */
const openOf = (row: EngineRow): string => {
  const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
  const open = cents(row.claimedAmount) - cents(row.settledAmount);
  return (Math.max(open, 0) / 100).toFixed(2);
};

/**
 * Claims on the generic list (open, edit, submit and accept are the engine's), with the finance
 * desk's reject, which asks for the reason, and settle, which books the amount on the shipment's
 * charge sheet.
 */
export const ClaimList = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [settling, setSettling] = useState<EngineRow | null>(null);
  const [rejecting, setRejecting] = useState<EngineRow | null>(null);
  const state = (row: EngineRow) => String(row.status) as ClaimState;
  return (
    <>
      <EngineScreen
        url="claimCharge"
        list={{
          rowActions: (row) => (
            <Space size={4}>
              {permissions.has('claimCharge:settle') && CLAIM_SETTLEABLE.includes(state(row)) ? (
                <Button size="small" type="primary" data-testid={`settle-${row.id}`} onClick={() => setSettling(row)}>
                  {t('pageActions.claimCharge.settle')}
                </Button>
              ) : null}
              {permissions.has('claimCharge:reject') && CLAIM_REJECTABLE.includes(state(row)) ? (
                <Button size="small" danger data-testid={`reject-${row.id}`} onClick={() => setRejecting(row)}>
                  {t('pageActions.claimCharge.reject')}
                </Button>
              ) : null}
            </Space>
          ),
        }}
      />
      <ActionDialog<SettleValues>
        title={t(s('settleTitle'))}
        open={settling !== null}
        onClose={() => setSettling(null)}
        resources={['claim', 'claimSettlement', 'claimError']}
        initialValues={{ settledOn: dayjs(todayText()) }}
        okText={t('pageActions.claimCharge.settle')}
        send={async (v) =>
          post('/api/finance/claimCharge/settle', {
            id: Number(settling?.id),
            version: await versionOf(Number(settling?.id)),
            amount: String(v.amount),
            settledOn: v.settledOn.format('YYYY-MM-DD'),
          })
        }
      >
        {() => (
          <>
            <p>
              {String(settling?.claimNo ?? '')} ·{' '}
              {t(s('settleHelp'), {
                open: settling ? openOf(settling) : '',
                currency: String(settling?.currency ?? ''),
              })}
            </p>
            <Form.Item name="amount" label={t(s('amount'))} rules={[{ required: true }]}>
              <InputNumber min={0.01} precision={2} stringMode style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="settledOn" label={t(s('settledOn'))} rules={[{ required: true }]}>
              <DatePicker />
            </Form.Item>
          </>
        )}
      </ActionDialog>
      <ActionDialog<RejectValues>
        title={t(s('rejectTitle'))}
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        resources={['claim', 'claimError']}
        okText={t('pageActions.claimCharge.reject')}
        send={async (v) =>
          post('/api/finance/claimCharge/reject', {
            id: Number(rejecting?.id),
            version: await versionOf(Number(rejecting?.id)),
            reason: v.reason,
          })
        }
      >
        {() => (
          <>
            <p>{String(rejecting?.claimNo ?? '')}</p>
            <Form.Item name="reason" label={t(s('rejectReason'))} rules={[{ required: true, max: 500 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </>
        )}
      </ActionDialog>
    </>
  );
};

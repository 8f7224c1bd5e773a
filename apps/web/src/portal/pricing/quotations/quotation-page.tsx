import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import type { EngineRow } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource, useRecord } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';

type View = 'quotation' | 'ecuquotation';

/** A tariff (or ECU rate) a quotation may be filled from, as the server lists them. */
type Source = {
  id: number;
  sourceNo: string;
  carrier: string;
  validUntil: string;
  allIn: string;
  currency: string;
  transitDays: number | null;
};

const resourceOf = (view: View) => (view === 'quotation' ? 'quotation' : 'ecuQuotation');

/** The desk's calls beyond the generic endpoints (apps/server pricing/quotations/routes.ts). */
const api = {
  sources: async (view: View, id: number, signal?: AbortSignal) =>
    (await post<{ rows: Source[] }>('/api/pricing/quotations/tariffs', { view, id }, { signal })).data.rows,
  fill: (view: View, row: EngineRow, sourceId: number) =>
    post('/api/pricing/quotations/fill', { view, id: row.id, version: Number(row.version), sourceId }),
  copy: (view: View, id: number, replace: boolean) =>
    post<{ id: number }>('/api/pricing/quotations/copy', { view, id, replace: String(replace) }),
  send: (view: View, id: number) => post('/api/pricing/quotations/send', { view, id }),
  reject: (view: View, row: EngineRow, remarks: string) =>
    post('/api/pricing/quotations/reject', { view, id: row.id, version: Number(row.version), remarks }),
};

/**
 * The quotation as it stands when a dialog opens: list rows carry no version, and the fill and
 * reject routes refuse a write without the version the user saw. Null while it loads.
 */
const useVersioned = (view: View, listed: EngineRow): EngineRow | null =>
  useRecord(resourceOf(view), view, listed.id).data ?? null;

/** The sell tariffs valid on the quotation's first day for its lane; picking one fills the lines. */
const FillModal = ({ view, row: listed, onClose }: { view: View; row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { reportError, success } = useFeedback();
  const client = useQueryClient();
  const row = useVersioned(view, listed);
  const sources = useQuery({
    queryKey: ['pricing', 'quotationSources', view, listed.id],
    queryFn: ({ signal }) => api.sources(view, listed.id, signal),
  });
  const fill = useMutation({
    mutationFn: (sourceId: number) => api.fill(view, row as EngineRow, sourceId),
    onSuccess: async (res) => {
      success(res.message);
      await invalidateResource(client, resourceOf(view));
      await invalidateResource(client, 'quotationLine');
      onClose();
    },
    onError: (error) => reportError(error),
  });
  return (
    <Modal
      open
      width={820}
      title={t('pricing.quotations.screen.pickTariff', { date: String(listed.validFrom ?? '') })}
      footer={null}
      onCancel={onClose}
    >
      <Table<Source>
        rowKey="id"
        size="small"
        loading={sources.isLoading}
        dataSource={sources.data ?? []}
        pagination={false}
        locale={{ emptyText: t('pricing.quotations.screen.noTariffs') }}
        columns={[
          { title: t('pricing.quotations.screen.tariff'), dataIndex: 'sourceNo' },
          { title: t('pricing.quotations.screen.carrier'), dataIndex: 'carrier' },
          { title: t('pricing.quotations.screen.validUntil'), dataIndex: 'validUntil' },
          {
            title: t('pricing.quotations.screen.allIn'),
            align: 'right',
            render: (_, s) => `${s.currency} ${s.allIn}`,
          },
          { title: t('pricing.quotations.screen.transit'), dataIndex: 'transitDays', align: 'right' },
          {
            key: 'pick',
            render: (_, s) => (
              <Button
                type="primary"
                size="small"
                loading={fill.isPending && fill.variables === s.id}
                disabled={row === null}
                onClick={() => fill.mutate(s.id)}
              >
                {t('pricing.quotations.screen.pick')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
};

/** Rejecting needs the reason; the server records it with who and when. */
const RejectModal = ({ view, row: listed, onClose }: { view: View; row: EngineRow; onClose: () => void }) => {
  const { t } = useTranslation();
  const { reportError, success } = useFeedback();
  const client = useQueryClient();
  const [remarks, setRemarks] = useState('');
  const row = useVersioned(view, listed);
  const reject = useMutation({
    mutationFn: () => api.reject(view, row as EngineRow, remarks),
    onSuccess: async (res) => {
      success(res.message);
      await invalidateResource(client, resourceOf(view));
      onClose();
    },
    onError: (error) => reportError(error),
  });
  return (
    <Modal
      open
      title={`${t(`pageActions.${view}.reject`)} ${String(listed.quotationNo ?? '')}`}
      okText={t(`pageActions.${view}.reject`)}
      okButtonProps={{ danger: true, disabled: row === null || remarks.trim() === '', loading: reject.isPending }}
      onOk={() => reject.mutate()}
      onCancel={onClose}
    >
      <Input.TextArea
        aria-label={t('pricing.quotations.screen.remarks')}
        placeholder={t('pricing.quotations.screen.remarks')}
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
      />
    </Modal>
  );
};

type Open = { kind: 'fill' | 'reject'; row: EngineRow } | null;

/**
 * The quotation desk: the generic list and detail of the page's quotations (create, edit, quote
 * and confirm are the engine's), with each row's workflow beside View and Edit: fill from a tariff
 * while a draft, copy or re-quote, send a quoted one to the customer, and reject it with the reason.
 */
export const quotationPage = (view: View) => {
  const QuotationPage = () => {
    const { t } = useTranslation();
    const { permissions } = useSession();
    const { reportError, success } = useFeedback();
    const client = useQueryClient();
    const [open, setOpen] = useState<Open>(null);
    const may = (action: string) => permissions.has(`${view}:${action}`);
    const copy = useMutation({
      mutationFn: ({ id, replace }: { id: number; replace: boolean }) => api.copy(view, id, replace),
      onSuccess: async (res) => {
        success(res.message);
        await invalidateResource(client, resourceOf(view));
      },
      onError: (error) => reportError(error),
    });
    const send = useMutation({
      mutationFn: (id: number) => api.send(view, id),
      onSuccess: (res) => success(res.message),
      onError: (error) => reportError(error),
    });
    const link = (label: string, onClick: () => void, loading = false) => (
      <Button type="link" size="small" loading={loading} onClick={onClick}>
        {label}
      </Button>
    );
    return (
      <>
        <EngineScreen
          url={view}
          list={{
            rowActions: (row) => {
              const status = String(row.status);
              return (
                <>
                  {status === 'draft' && may('fill')
                    ? link(t(`pageActions.${view}.fill`), () => setOpen({ kind: 'fill', row }))
                    : null}
                  {status === 'quoted' && may('send')
                    ? link(
                        t(`pageActions.${view}.send`),
                        () => send.mutate(row.id),
                        send.isPending && send.variables === row.id,
                      )
                    : null}
                  {status === 'quoted' && may('reject')
                    ? link(t(`pageActions.${view}.reject`), () => setOpen({ kind: 'reject', row }))
                    : null}
                  {may('copy')
                    ? link(t(`pageActions.${view}.copy`), () => copy.mutate({ id: row.id, replace: false }))
                    : null}
                  {status === 'quoted' && !row.obsolete && may('copy')
                    ? link(t('pricing.quotations.screen.requote'), () => copy.mutate({ id: row.id, replace: true }))
                    : null}
                </>
              );
            },
          }}
        />
        {open?.kind === 'fill' ? <FillModal view={view} row={open.row} onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'reject' ? <RejectModal view={view} row={open.row} onClose={() => setOpen(null)} /> : null}
      </>
    );
  };
  QuotationPage.displayName = `QuotationPage(${view})`;
  return QuotationPage;
};

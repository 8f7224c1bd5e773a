import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type QuotationAction, quotationActionRefusal } from '@tidemark/domain/pricing/quotations/index';
import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

/** The desk's own actions, in the order they are offered; re-quote is a copy that replaces. */
const DESK_ACTIONS = ['fill', 'send', 'reject', 'copy', 'requote'] as const satisfies readonly QuotationAction[];

/**
 * The desk's actions on a quotation, for its list rows and its detail alike: each offered only
 * where the user holds it and the quotation's state and validity allow it (quotationActionRefusal,
 * the rule the server refuses the rest by).
 */
const useDeskActions = (view: View) => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { reportError, success } = useFeedback();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const mayEdit = permissions.has(`${view}:edit`);
  /** Whether the quotation offers the action to this user now. */
  const allows = (action: QuotationAction, row: EngineRow) =>
    permissions.has(`${view}:${action === 'requote' ? 'copy' : action}`) &&
    quotationActionRefusal(action, row, mayEdit) === null;
  const copy = useMutation({
    mutationFn: ({ row, replace }: { row: EngineRow; replace: boolean; open: boolean }) =>
      api.copy(view, row.id, replace),
    onSuccess: async (res, { open: follow }) => {
      success(res.message);
      await invalidateResource(client, resourceOf(view));
      // From a quotation's detail the copy opens, to be worked on at once.
      if (follow) navigate(`/dashboard/${view}/${res.data.id}`);
    },
    onError: (error) => reportError(error),
  });
  const send = useMutation({
    mutationFn: (id: number) => api.send(view, id),
    onSuccess: async (res) => {
      success(res.message);
      await invalidateResource(client, resourceOf(view));
    },
    onError: (error) => reportError(error),
  });
  const label = (action: (typeof DESK_ACTIONS)[number]) =>
    action === 'requote' ? t('pricing.quotations.screen.requote') : t(`pageActions.${view}.${action}`);
  const run = (action: (typeof DESK_ACTIONS)[number], row: EngineRow, onDetail: boolean) => {
    if (action === 'fill' || action === 'reject') setOpen({ kind: action, row });
    else if (action === 'send') send.mutate(row.id);
    else copy.mutate({ row, replace: action === 'requote', open: onDetail });
  };
  const pending = (action: (typeof DESK_ACTIONS)[number], row: EngineRow) =>
    action === 'send'
      ? send.isPending && send.variables === row.id
      : (action === 'copy' || action === 'requote') &&
        copy.isPending &&
        copy.variables?.row.id === row.id &&
        copy.variables.replace === (action === 'requote');
  /** The actions the quotation offers, as links in a list row or as buttons on its detail. */
  const buttons = (row: EngineRow, onDetail: boolean) => (
    <>
      {DESK_ACTIONS.filter((a) => allows(a, row)).map((a) => (
        <Button
          key={a}
          type={onDetail ? 'default' : 'link'}
          size={onDetail ? 'middle' : 'small'}
          data-action={a}
          loading={pending(a, row)}
          onClick={() => run(a, row, onDetail)}
        >
          {label(a)}
        </Button>
      ))}
    </>
  );
  const dialogs = (
    <>
      {open?.kind === 'fill' ? <FillModal view={view} row={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reject' ? <RejectModal view={view} row={open.row} onClose={() => setOpen(null)} /> : null}
    </>
  );
  return { allows, buttons, dialogs };
};

/** The engine's transitions of a quotation (quote, confirm) are offered by the same rule. */
const TRANSITION_ACTIONS: ReadonlySet<string> = new Set<QuotationAction>(['quote', 'confirm']);

/**
 * The quotation desk: the generic list and detail of the page's quotations (create, edit, quote
 * and confirm are the engine's), with the desk's workflow on each row beside View and Edit and on
 * the quotation's detail: fill from a tariff, send to the customer, reject with the reason, copy
 * or re-quote; each only where the quotation allows it.
 */
export const quotationPage = (view: View) => {
  const QuotationPage = () => {
    const desk = useDeskActions(view);
    return (
      <>
        <EngineScreen
          url={view}
          list={{ rowActions: (row) => desk.buttons(row, false) }}
          detail={{
            actions: (record) => desk.buttons(record, true),
            allows: (action, record) =>
              !TRANSITION_ACTIONS.has(action.key) || desk.allows(action.key as QuotationAction, record),
          }}
        />
        {desk.dialogs}
      </>
    );
  };
  QuotationPage.displayName = `QuotationPage(${view})`;
  return QuotationPage;
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@tidemark/domain/common/money';
import {
  BILLING_CURRENCIES,
  type ChargeLineStatus,
  type ChargeSheetLine,
  type ChargeSide,
  LINE_MARKER_NAMES,
  type LineMarker,
  MARKER_PERMISSION,
  MARKERS_WITH_REASON,
  markerAllowed,
} from '@tidemark/domain/finance/index';
import { CHARGE_CODES } from '@tidemark/domain/pricing/index';
import {
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Result,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { post, RequestError } from '../../../wire/request';
import { useCan } from '../../permission';
import { useFeedback } from '../../shell/feedback';
import { formatDateTime } from '../../shell/format';
import { PageHeader } from '../../shell/page-header';

type Line = ChargeSheetLine;

type SheetView = {
  shipment: {
    id: number;
    shipmentNo: string;
    branchCode: string;
    companyId: number;
    companyName: string;
    mode: string;
    originPort: string;
    destinationPort: string;
    etd: string;
    localCurrency: string;
  };
  sheet: {
    amendedFreightTotal: string | null;
    freightTotalConfirmedByName: string | null;
    freightTotalConfirmedAt: string | null;
    profitState: string;
    revenueLocal: string;
    costLocal: string;
    profitLocal: string;
    freightLocal: string;
    marginPercent: string | null;
    freightCheck: 'none' | 'match' | 'confirmed' | 'mismatch';
    version: number;
  };
  lines: Line[];
  quotation: { id: number; quotationNo: string } | null;
};

const STATUS_COLOR: Readonly<Record<ChargeLineStatus, string>> = {
  draft: 'default',
  submitted: 'processing',
  reviewed: 'cyan',
  locked: 'purple',
  rejected: 'error',
  unlock_requested: 'warning',
};

type LineForm = {
  side: ChargeSide;
  chargeCode: string;
  description?: string;
  currency: string;
  quantity: string;
  unitPrice: string;
  taxRate?: string;
  rateDate?: string;
  isSr?: boolean;
};

/** Adding or changing one line: the server prices it and converts it at the day's rate. */
const LineModal = ({
  page,
  view,
  line,
  side,
  onClose,
}: {
  page: string;
  view: SheetView;
  line: Line | null;
  side: ChargeSide;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<LineForm>();
  const save = useMutation({
    mutationFn: (v: LineForm) =>
      post(`/api/finance/${page}/lines/save`, {
        shipmentId: view.shipment.id,
        id: line?.id ?? '',
        version: line?.version ?? '',
        side: v.side,
        chargeCode: v.chargeCode,
        partyCompanyId: v.side === 'revenue' ? view.shipment.companyId : (line?.partyCompanyId ?? ''),
        description: v.description ?? '',
        currency: v.currency,
        quantity: v.quantity,
        unitPrice: v.unitPrice,
        taxRate: v.taxRate ?? '',
        rateDate: v.rateDate ?? '',
        isSr: Boolean(v.isSr),
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await client.invalidateQueries({ queryKey: ['finance', 'sheet'] });
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  const initial: LineForm = line
    ? {
        side: line.side,
        chargeCode: line.chargeCode,
        description: line.description ?? '',
        currency: line.currency,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        taxRate: line.taxRate,
        rateDate: line.rateDate ?? '',
        isSr: line.isSr,
      }
    : { side, chargeCode: 'OFR', currency: 'USD', quantity: '1', unitPrice: '', taxRate: '0', isSr: false };
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <Modal
      open
      title={t(line ? 'finance.charges.ui.editLine' : 'finance.charges.ui.addLine')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="side" label={t('finance.charges.ui.side')} rules={required}>
          <Select
            options={(['revenue', 'cost'] as const).map((s) => ({ value: s, label: t(`enums.charge_side.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="chargeCode" label={t('finance.charges.ui.chargeCode')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            options={CHARGE_CODES.map((c) => ({ value: c, label: t(`enums.charge_code.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('finance.charges.ui.description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="currency" label={t('finance.charges.ui.currency')} rules={required} style={{ width: '30%' }}>
            <Select options={BILLING_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="quantity" label={t('finance.charges.ui.quantity')} rules={required} style={{ width: '30%' }}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="unitPrice"
            label={t('finance.charges.ui.unitPrice')}
            rules={required}
            style={{ width: '40%' }}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="taxRate" label={t('finance.charges.ui.taxRate')} style={{ width: '30%' }}>
            <Input inputMode="decimal" placeholder="0.06" />
          </Form.Item>
          <Form.Item
            name="rateDate"
            label={t('finance.charges.ui.rateDate')}
            extra={t('finance.charges.ui.rateDateHint')}
            style={{ width: '70%' }}
          >
            <Input type="date" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="isSr" valuePropName="checked">
          <Checkbox>{t('finance.charges.ui.isSr')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** A reason for a rejection or an unlock request. */
const ReasonModal = ({
  title,
  onOk,
  onClose,
  pending,
}: {
  title: string;
  onOk: (reason: string) => void;
  onClose: () => void;
  pending: boolean;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onOk(v.reason)}>
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

const MARKER_ROUTE: Readonly<Record<LineMarker, string>> = {
  submit: 'submit',
  review: 'review',
  reject: 'review',
  lock: 'lock',
  grantUnlock: 'lock',
  refuseUnlock: 'lock',
  requestUnlock: 'request-unlock',
};

/** Who set which marker, and when, as one line each. */
const Markers = ({ line }: { line: Line }) => {
  const { t, i18n } = useTranslation();
  const at = (v: string | null) => (v ? formatDateTime(v, i18n.language) : '');
  const rows = [
    line.submittedAt && t('finance.charges.ui.submittedBy', { name: line.submittedByName, at: at(line.submittedAt) }),
    line.reviewedAt && t('finance.charges.ui.reviewedBy', { name: line.reviewedByName, at: at(line.reviewedAt) }),
    line.lockedAt && t('finance.charges.ui.lockedBy', { name: line.lockedByName, at: at(line.lockedAt) }),
    line.rejectedAt &&
      line.status === 'rejected' &&
      t('finance.charges.ui.rejectedBy', {
        name: line.rejectedByName,
        at: at(line.rejectedAt),
        reason: line.rejectReason,
      }),
    line.unlockRequestedAt &&
      line.status === 'unlock_requested' &&
      t('finance.charges.ui.unlockRequestedBy', {
        name: line.unlockRequestedByName,
        at: at(line.unlockRequestedAt),
        reason: line.unlockReason,
      }),
  ].filter(Boolean);
  return (
    <span className="fin-markers">
      {rows.map((r) => (
        <span key={String(r)}>{r}</span>
      ))}
    </span>
  );
};

/** The sheet of one shipment: totals, the freight check, and the two sides' lines with their markers. */
const Sheet = ({ page, view }: { page: string; view: SheetView }) => {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const can = {
    edit: useCan(`${page}:edit`),
    submit: useCan(`${page}:submit`),
    review: useCan(`${page}:review`),
    unlock: useCan(`${page}:unlock`),
  };
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ line: Line | null; side: ChargeSide } | null>(null);
  const [asking, setAsking] = useState<LineMarker | null>(null);
  const [amended, setAmended] = useState<string>(view.sheet.amendedFreightTotal ?? '');
  const refresh = () => client.invalidateQueries({ queryKey: ['finance', 'sheet'] });
  const currency = view.shipment.localCurrency;

  const mark = useMutation({
    mutationFn: (v: { marker: LineMarker; reason?: string; confirm?: boolean }) =>
      post(`/api/finance/${page}/lines/${MARKER_ROUTE[v.marker]}`, {
        shipmentId: view.shipment.id,
        ids: selected,
        marker: v.marker,
        reason: v.reason ?? '',
        confirmFreightTotal: Boolean(v.confirm),
      }),
    onSuccess: async (res) => {
      void message.success(res.message);
      setSelected([]);
      setAsking(null);
      await refresh();
    },
    onError: (error, v) => {
      const data = error instanceof RequestError ? (error.body?.data as { needsConfirmation?: string } | null) : null;
      if (data?.needsConfirmation === 'freightTotal') {
        modal.confirm({
          title: t('finance.charges.ui.confirmFreightTitle'),
          content: t('finance.charges.ui.confirmFreight', {
            freight: formatMoney(view.sheet.freightLocal),
            amended: formatMoney(view.sheet.amendedFreightTotal ?? '0'),
          }),
          okText: t('finance.charges.ui.submit'),
          cancelText: t('common.cancel'),
          onOk: () => mark.mutate({ ...v, confirm: true }),
        });
        return;
      }
      reportError(error);
    },
  });
  const call = useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, string | number | boolean> }) =>
      post(`/api/finance/${page}/${path}`, { shipmentId: view.shipment.id, ...body }),
    onSuccess: async (res) => {
      if (res.message) void message.success(res.message);
      await refresh();
    },
    onError: (error) => reportError(error),
  });

  const chosen = view.lines.filter((l) => selected.includes(l.id));
  const offered = LINE_MARKER_NAMES.filter(
    (m) => can[MARKER_PERMISSION[m]] && chosen.length > 0 && chosen.every((l) => markerAllowed(m, l.status)),
  );
  const editable = (l: Line) => can.edit && !l.invoiceId && (l.status === 'draft' || l.status === 'rejected');

  const columns = [
    {
      key: 'chargeCode',
      title: t('finance.charges.ui.chargeCode'),
      render: (_: unknown, l: Line) => (
        <Space size={4}>
          <span>{t(`enums.charge_code.${l.chargeCode}`)}</span>
          {l.isSr ? <Tag color="blue">SR</Tag> : null}
        </Space>
      ),
    },
    { key: 'party', title: t('finance.charges.ui.party'), dataIndex: 'partyName' },
    { key: 'description', title: t('finance.charges.ui.description'), dataIndex: 'description' },
    {
      key: 'amount',
      title: t('finance.charges.ui.amount'),
      align: 'right' as const,
      render: (_: unknown, l: Line) => (
        <Tooltip title={`${formatMoney(l.quantity, 3)} × ${formatMoney(l.unitPrice, 4)}`}>
          {`${l.currency} ${formatMoney(l.amount)}`}
        </Tooltip>
      ),
    },
    {
      key: 'rate',
      title: t('finance.charges.ui.exchangeRate'),
      align: 'right' as const,
      render: (_: unknown, l: Line) => Number(l.exchangeRate).toString(),
    },
    {
      key: 'local',
      title: t('finance.charges.ui.localAmount'),
      align: 'right' as const,
      render: (_: unknown, l: Line) => `${l.localCurrency} ${formatMoney(l.localAmount)}`,
    },
    {
      key: 'completed',
      title: t('finance.charges.ui.completed'),
      render: (_: unknown, l: Line) => (
        <Checkbox
          checked={l.completed}
          aria-label={`${t('finance.charges.ui.completed')} ${l.chargeCode}`}
          disabled={!can.edit || l.status === 'locked' || l.status === 'unlock_requested' || call.isPending}
          onChange={(e) =>
            call.mutate({
              path: 'lines/completed',
              body: { id: l.id, version: l.version, completed: e.target.checked },
            })
          }
        />
      ),
    },
    {
      key: 'status',
      title: t('finance.charges.ui.status'),
      render: (_: unknown, l: Line) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <Tag color={STATUS_COLOR[l.status]}>{t(`enums.charge_line_status.${l.status}`)}</Tag>
            {l.invoiceId ? <Tag>{t('finance.charges.ui.invoiced')}</Tag> : null}
          </Space>
          <Markers line={l} />
        </Space>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, l: Line) =>
        can.edit ? (
          <Space size={4}>
            <Button size="small" type="link" onClick={() => setEditing({ line: l, side: l.side })}>
              {t('finance.charges.ui.editLine')}
            </Button>
            {editable(l) ? (
              <Popconfirm
                title={t('finance.charges.ui.deleteConfirm')}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
                onConfirm={() => call.mutate({ path: 'lines/delete', body: { id: l.id, version: l.version } })}
              >
                <Button size="small" type="link" danger>
                  {t('finance.charges.ui.deleteLine')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ) : null,
    },
  ];

  const side = (s: ChargeSide, total: string) => {
    const lines = view.lines.filter((l) => l.side === s);
    return (
      <Card
        size="small"
        title={`${t(`finance.charges.ui.${s}`)} · ${t('finance.charges.ui.lines', { count: lines.length })}`}
        extra={`${t('finance.charges.ui.total', { currency })} ${formatMoney(total)}`}
        data-testid={`fin-${s}`}
      >
        <Table<Line>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={columns}
          locale={{ emptyText: t('finance.charges.ui.noLines') }}
          rowSelection={{
            selectedRowKeys: selected.filter((id) => lines.some((l) => l.id === id)),
            onChange: (keys) =>
              setSelected([...selected.filter((id) => !lines.some((l) => l.id === id)), ...keys.map((k) => Number(k))]),
          }}
        />
      </Card>
    );
  };

  const freightNote = {
    none: null,
    match: <Tag color="success">{t('finance.charges.ui.freightMatch')}</Tag>,
    mismatch: (
      <Tag color="warning">
        {t('finance.charges.ui.freightMismatch', { amended: formatMoney(view.sheet.amendedFreightTotal ?? '0') })}
      </Tag>
    ),
    confirmed: (
      <Tag color="gold">
        {t('finance.charges.ui.freightConfirmed', {
          name: view.sheet.freightTotalConfirmedByName,
          at: view.sheet.freightTotalConfirmedAt
            ? formatDateTime(view.sheet.freightTotalConfirmedAt, i18n.language)
            : '',
        })}
      </Tag>
    ),
  }[view.sheet.freightCheck];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('finance.charges.ui.shipmentNo')}>{view.shipment.shipmentNo}</Descriptions.Item>
        <Descriptions.Item label={`${view.shipment.mode}`}>
          {`${view.shipment.originPort} → ${view.shipment.destinationPort} · ${formatDateTime(view.shipment.etd, i18n.language)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('finance.charges.ui.party')}>
          {`${view.shipment.companyName} · ${view.shipment.branchCode}`}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap size="large">
        <Statistic
          title={t('finance.charges.ui.revenue')}
          value={formatMoney(view.sheet.revenueLocal)}
          suffix={currency}
        />
        <Statistic title={t('finance.charges.ui.cost')} value={formatMoney(view.sheet.costLocal)} suffix={currency} />
        <Statistic
          title={t('finance.charges.ui.profit')}
          value={formatMoney(view.sheet.profitLocal)}
          suffix={currency}
          valueStyle={{ color: Number(view.sheet.profitLocal) < 0 ? '#cf1322' : undefined }}
        />
        <Statistic
          title={t('finance.charges.ui.margin')}
          value={view.sheet.marginPercent === null ? '—' : `${view.sheet.marginPercent} %`}
        />
        <Statistic
          title={t('finance.charges.ui.profitState')}
          value={t(`enums.profit_state.${view.sheet.profitState}`)}
          data-testid="fin-profit-state"
        />
      </Space>
      <Space wrap>
        <span>{`${t('finance.charges.ui.freightTotal')}: ${currency} ${formatMoney(view.sheet.freightLocal)}`}</span>
        {freightNote}
        {can.edit ? (
          <Space.Compact>
            <Input
              aria-label={t('finance.charges.ui.amendedTotal')}
              placeholder={t('finance.charges.ui.amendedTotal')}
              value={amended}
              onChange={(e) => setAmended(e.target.value)}
              style={{ width: 200 }}
            />
            <Button
              onClick={() =>
                call.mutate({
                  path: 'amended-total',
                  body: { version: view.sheet.version, amendedFreightTotal: amended.trim() },
                })
              }
            >
              {t('finance.charges.ui.setAmended')}
            </Button>
          </Space.Compact>
        ) : view.sheet.amendedFreightTotal ? (
          <span>{`${t('finance.charges.ui.amendedTotal')}: ${formatMoney(view.sheet.amendedFreightTotal)}`}</span>
        ) : null}
      </Space>
      {can.edit ? (
        <Space wrap>
          <Tooltip
            title={
              view.quotation
                ? t('finance.charges.ui.quotation', { quotationNo: view.quotation.quotationNo })
                : t('finance.charges.ui.noQuotation')
            }
          >
            <Button
              disabled={!view.quotation || call.isPending}
              onClick={() => call.mutate({ path: 'fill', body: { from: 'quotation' } })}
            >
              {t('finance.charges.ui.fillQuotation')}
            </Button>
          </Tooltip>
          <Button disabled={call.isPending} onClick={() => call.mutate({ path: 'fill', body: { from: 'costRates' } })}>
            {t('finance.charges.ui.fillCostRates')}
          </Button>
          <Button type="primary" onClick={() => setEditing({ line: null, side: 'revenue' })}>
            {t('finance.charges.ui.addLine')}
          </Button>
        </Space>
      ) : null}
      <Space wrap>
        <span>{t('finance.charges.ui.selected', { count: selected.length })}</span>
        {offered.map((m) => (
          <Button
            key={m}
            danger={m === 'reject' || m === 'refuseUnlock'}
            loading={mark.isPending && mark.variables?.marker === m}
            onClick={() => (MARKERS_WITH_REASON.includes(m) ? setAsking(m) : mark.mutate({ marker: m }))}
          >
            {t(`finance.charges.ui.${m}`)}
          </Button>
        ))}
      </Space>
      {side('revenue', view.sheet.revenueLocal)}
      {side('cost', view.sheet.costLocal)}
      {editing ? (
        <LineModal page={page} view={view} line={editing.line} side={editing.side} onClose={() => setEditing(null)} />
      ) : null}
      {asking ? (
        <ReasonModal
          title={t(asking === 'reject' ? 'finance.charges.ui.rejectTitle' : 'finance.charges.ui.unlockTitle', {
            count: selected.length,
          })}
          pending={mark.isPending}
          onClose={() => setAsking(null)}
          onOk={(reason) => mark.mutate({ marker: asking, reason })}
        />
      ) : null}
    </Space>
  );
};

/** A charge sheet page: find a shipment by number (kept in the address), then its sheet. */
const SheetPage = ({ page, help }: { page: 'chargeSheet' | 'chargePvgSheet'; help: string }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shipmentNo = params.get('no')?.trim() ?? '';
  const sheet = useQuery({
    queryKey: ['finance', 'sheet', page, shipmentNo],
    enabled: shipmentNo !== '',
    queryFn: ({ signal }) => post<SheetView>(`/api/finance/${page}/sheet`, { shipmentNo }, { signal }),
    meta: { quiet: true },
  });
  return (
    <div className="pt-page">
      <PageHeader title={t(`menu.pages.${page}`)} description={t(help)} />
      <Input.Search
        aria-label={t('finance.charges.ui.shipmentNo')}
        placeholder={t('finance.charges.ui.shipmentNo')}
        enterButton={t('finance.charges.ui.find')}
        defaultValue={shipmentNo}
        maxLength={40}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(v) => setParams(v.trim() ? { no: v.trim() } : {})}
      />
      {sheet.isError ? (
        <Result
          status="warning"
          title={
            sheet.error instanceof RequestError && sheet.error.status === 404
              ? t('finance.charges.ui.notFound', { shipmentNo })
              : sheet.error.message
          }
        />
      ) : null}
      {sheet.data ? (
        <Sheet
          key={`${sheet.data.data.shipment.id}-${sheet.data.data.sheet.version}`}
          page={page}
          view={sheet.data.data}
        />
      ) : null}
    </div>
  );
};

export const ChargeSheetPage = () => <SheetPage page="chargeSheet" help="finance.charges.ui.help" />;
export const ChargePvgSheetPage = () => <SheetPage page="chargePvgSheet" help="finance.charges.ui.pvgHelp" />;

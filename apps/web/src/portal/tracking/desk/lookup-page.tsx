import { CheckCircleOutlined, CloseCircleOutlined, CopyOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  BULK_LOOKUP_SIZE,
  type BulkLookupRow,
  type BulkMatch,
  splitNumbers,
} from '@tidemark/domain/tracking/desk/analysis';
import { App, Button, Form, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LongTextField } from '../../engine/long-text-field';
import { TimeText } from '../../engine/time-text';
import { useFeedback } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { localPagination } from '../../shell/table';
import { deskApi } from './api';
import './desk.css';

type Line = { key: string; number: string; found: boolean; match: BulkMatch | null; first: boolean };

/** One table line per match (a number without a match gets one line saying so). */
const toLines = (rows: readonly BulkLookupRow[]): Line[] =>
  rows.flatMap((r): Line[] =>
    r.matches.length === 0
      ? [{ key: r.number, number: r.number, found: false, match: null, first: true }]
      : r.matches.map((m, i) => ({
          key: `${r.number}-${m.id}-${m.matchedBy}`,
          number: r.number,
          found: true,
          match: m,
          first: i === 0,
        })),
  );

/** findTrackingNoList: paste many numbers, see which are found and the shipment each matches. */
export const BulkLookupPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const [form] = Form.useForm<{ numbers: string }>();
  const [asked, setAsked] = useState<string | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  // The numbers last searched; their answer stays on screen until another search answers.
  const lookup = useQuery({
    queryKey: ['trackingDesk', 'numbers', asked],
    queryFn: ({ signal }) =>
      deskApi.numbers(asked ?? '', signal).catch((error: unknown) => {
        // Field messages belong on the form, so this screen reports its own failure.
        if (!signal.aborted) reportError(error, form);
        throw error;
      }),
    enabled: asked !== null,
    placeholderData: (previous) => previous,
    meta: { quiet: true },
  });
  const rows: BulkLookupRow[] | null = lookup.data ?? null;
  const loading = lookup.isFetching;

  const search = ({ numbers }: { numbers: string }) => {
    if (numbers === asked) void lookup.refetch();
    else setAsked(numbers);
  };

  const missing = useMemo(() => (rows ?? []).filter((r) => !r.found).map((r) => r.number), [rows]);
  const lines = useMemo(() => toLines((rows ?? []).filter((r) => !onlyMissing || !r.found)), [rows, onlyMissing]);

  const copyMissing = async () => {
    try {
      await navigator.clipboard.writeText(missing.join('\n'));
      void message.success(t('tracking.desk.lookup.copied'));
    } catch {
      void message.error(t('tracking.desk.lookup.copyFailed'));
    }
  };

  const columns: TableColumnsType<Line> = [
    {
      key: 'number',
      title: t('tracking.desk.lookup.number'),
      render: (_, l) => (l.first ? <strong className="pt-nowrap">{l.number}</strong> : null),
    },
    {
      key: 'result',
      title: t('tracking.desk.lookup.result'),
      render: (_, l) =>
        l.found ? (
          <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
            {t('tracking.desk.lookup.found')}
          </Tag>
        ) : (
          <Tag color="error" icon={<CloseCircleOutlined aria-hidden />}>
            {t('tracking.desk.lookup.notFound')}
          </Tag>
        ),
    },
    {
      key: 'matchedBy',
      title: t('tracking.desk.lookup.matchedBy'),
      render: (_, l) => (l.match ? t(`tracking.desk.lookup.matchedByValues.${l.match.matchedBy}`) : null),
    },
    {
      key: 'shipmentNo',
      title: t('tracking.shipment.fields.shipmentNo'),
      render: (_, l) =>
        l.match ? (
          <Link to={`/dashboard/tracking?f_shipmentNo=${l.match.shipmentNo}`}>{l.match.shipmentNo}</Link>
        ) : null,
    },
    {
      key: 'status',
      title: t('tracking.shipment.fields.status'),
      render: (_, l) => (l.match ? t(`enums.tracking_status.${l.match.status}`) : null),
    },
    {
      key: 'lane',
      title: t('tracking.desk.averages.lane'),
      responsive: ['md'],
      render: (_, l) => (l.match ? `${l.match.originPort} → ${l.match.destinationPort}` : null),
    },
    {
      key: 'etd',
      title: t('tracking.shipment.fields.etd'),
      responsive: ['lg'],
      render: (_, l) => (l.match ? <TimeText value={l.match.etd} place={{ port: l.match.originPort }} /> : null),
    },
    {
      key: 'eta',
      title: t('tracking.shipment.fields.eta'),
      responsive: ['lg'],
      render: (_, l) => (l.match ? <TimeText value={l.match.eta} place={{ port: l.match.destinationPort }} /> : null),
    },
    {
      key: 'company',
      title: t('tracking.shipment.fields.companyName'),
      responsive: ['xl'],
      render: (_, l) => l.match?.companyName ?? null,
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.pages.findTrackingNoList')} description={t('tracking.desk.lookup.hint')} />
      <Form
        form={form}
        layout="vertical"
        onFinish={search}
        initialValues={{ numbers: '' }}
        className="desk-lookup-form"
      >
        <Form.Item
          name="numbers"
          label={t('tracking.desk.lookup.label')}
          rules={[
            {
              validator: (_, v: string) =>
                splitNumbers(v ?? '').length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.required'))),
            },
          ]}
        >
          <LongTextField value="" onChange={() => undefined} size={BULK_LOOKUP_SIZE} id="desk-numbers" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} loading={loading}>
            {t('tracking.desk.search')}
          </Button>
          {rows ? (
            <>
              <span className="desk-summary">
                {t('tracking.desk.lookup.summary', { found: rows.length - missing.length, total: rows.length })}
              </span>
              <Switch checked={onlyMissing} onChange={setOnlyMissing} /> {t('tracking.desk.lookup.onlyMissing')}
              <Button
                icon={<CopyOutlined aria-hidden />}
                disabled={missing.length === 0}
                onClick={() => void copyMissing()}
              >
                {t('tracking.desk.lookup.copyMissing')}
              </Button>
            </>
          ) : null}
        </Space>
      </Form>
      {rows ? (
        <Table<Line>
          className="desk-table"
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={lines}
          rowClassName={(l) => (l.found ? '' : 'desk-row-missing')}
          pagination={localPagination(t)}
        />
      ) : null}
    </>
  );
};

import { formatMoney } from '@tidemark/domain/common/money';
import { Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localPagination } from '../../shell/table';
import type { PreviewRow, SheetPreview } from './api';

const dash = (v: string | null) => v ?? '—';

/** Every row of a checked sheet: accepted or refused, with each error in the user's language. */
export const PreviewTable = ({ preview }: { preview: SheetPreview }) => {
  const { t } = useTranslation();
  const [onlyRefused, setOnlyRefused] = useState(false);
  const shown = useMemo(
    () => (onlyRefused ? preview.rows.filter((r) => !r.accepted) : preview.rows),
    [preview.rows, onlyRefused],
  );
  const { shipment, counts } = preview;
  const column = (key: keyof PreviewRow & string, extra: Partial<TableColumnsType<PreviewRow>[number]> = {}) => ({
    key,
    title: t(`pricing.imports.columns.${key}`),
    render: (_: unknown, r: PreviewRow) => dash(r[key] as string | null),
    ...extra,
  });
  const columns: TableColumnsType<PreviewRow> = [
    { key: 'rowNo', title: t('pricing.imports.rowNo'), dataIndex: 'rowNo', width: 64 },
    {
      key: 'status',
      title: t('pricing.imports.status'),
      width: 90,
      render: (_, r) =>
        r.accepted ? (
          <Tag color="success">{t('pricing.imports.accepted')}</Tag>
        ) : (
          <Tag color="error">{t('pricing.imports.refused')}</Tag>
        ),
    },
    column('branch'),
    column('chargeCode'),
    column('unit', { responsive: ['md'] }),
    column('quantity', { align: 'right' }),
    column('rate', { align: 'right' }),
    column('minimum', { align: 'right', responsive: ['lg'] }),
    column('currency'),
    {
      key: 'amount',
      title: t('pricing.imports.rate.fields.amount'),
      align: 'right',
      render: (_, r) => (r.amount ? formatMoney(r.amount) : '—'),
    },
    {
      key: 'errors',
      title: t('pricing.imports.errorsTitle'),
      render: (_, r) =>
        r.errors.length === 0 ? null : (
          <ul className="rate-errors">
            {r.errors.map((e) => (
              <li key={`${e.field}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <section className="rate-preview" aria-label={t('pricing.imports.previewTitle', { fileName: preview.fileName })}>
      <h2>{t('pricing.imports.previewTitle', { fileName: preview.fileName })}</h2>
      <p className="rate-preview-summary">
        {t('pricing.imports.previewSummary', {
          kind: t(`enums.tariff_kind.${preview.kind}`),
          shipmentNo: shipment.shipmentNo,
          read: counts.read,
          accepted: counts.accepted,
          refused: counts.refused,
        })}
      </p>
      <p className="rate-muted">
        {t('pricing.imports.shipmentCargo', {
          containers: shipment.containers,
          weight: formatMoney(shipment.weightKg, 0),
          volume: shipment.volumeCbm,
          route: shipment.route,
        })}
      </p>
      <Space wrap className="rate-preview-tools">
        <span>{t('pricing.imports.totals')}:</span>
        {Object.entries(preview.totals).map(([currency, amount]) => (
          <Tag key={currency} color="blue">
            {currency} {formatMoney(amount)}
          </Tag>
        ))}
        {counts.refused > 0 ? (
          <>
            <Switch checked={onlyRefused} onChange={setOnlyRefused} aria-label={t('pricing.imports.onlyRefused')} />
            {t('pricing.imports.onlyRefused')}
          </>
        ) : null}
      </Space>
      <Table<PreviewRow>
        className="rate-preview-rows"
        rowKey="rowNo"
        size="small"
        columns={columns}
        dataSource={shown}
        rowClassName={(r) => (r.accepted ? '' : 'rate-row-refused')}
        pagination={localPagination(t)}
      />
    </section>
  );
};

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { splitErrors, splitTotals } from '@tidemark/domain/ops/warehouse/rules';
import { App, Button, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecord, useResourceWrite } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { type SplitLineInput, warehouseApi } from './api';

const RECEIPTS = 'warehouseReceipt';
type Line = SplitLineInput & { key: number };
let nextKey = 1;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** The form of a split: the receipt's figures and its lines, edited until they add up. */
const SplitForm = ({ record, onDone }: { record: Record<string, unknown> & { id: number }; onDone: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const receipt = {
    packages: Number(record.packages),
    grossWeightKg: num(record.grossWeightKg),
    volumeCbm: num(record.volumeCbm),
  };
  const [lines, setLines] = useState<Line[]>([
    {
      key: nextKey++,
      location: String(record.location ?? ''),
      packages: receipt.packages,
      grossWeightKg: receipt.grossWeightKg,
      volumeCbm: receipt.volumeCbm,
    },
  ]);
  const save = useResourceWrite(RECEIPTS, (next: SplitLineInput[]) =>
    warehouseApi.split(record.id, Number(record.version), next),
  );
  const totals = splitTotals(lines);
  const errors = splitErrors(receipt, lines);
  const set = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(lines.map(({ key: _key, ...line }) => line));
      void message.success(answer.message);
      onDone();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <>
      {lines.map((line, i) => (
        <Space key={line.key} className="wh-split-line" align="start">
          <Input
            aria-label={t('ops.warehouse.receipt.fields.location')}
            placeholder={t('ops.warehouse.receipt.fields.location')}
            value={line.location}
            maxLength={40}
            status={errors[`lines.${i}.location`] ? 'error' : undefined}
            onChange={(e) => set(i, { location: e.target.value })}
          />
          <InputNumber
            aria-label={t('ops.warehouse.receipt.fields.packages')}
            min={1}
            precision={0}
            value={line.packages}
            status={errors[`lines.${i}.packages`] ? 'error' : undefined}
            onChange={(v) => set(i, { packages: Number(v ?? 0) })}
          />
          <InputNumber
            aria-label={t('ops.warehouse.receipt.fields.grossWeightKg')}
            min={0}
            value={line.grossWeightKg}
            addonAfter="kg"
            onChange={(v) => set(i, { grossWeightKg: v === null ? null : Number(v) })}
          />
          <InputNumber
            aria-label={t('ops.warehouse.receipt.fields.volumeCbm')}
            min={0}
            value={line.volumeCbm}
            addonAfter="CBM"
            onChange={(v) => set(i, { volumeCbm: v === null ? null : Number(v) })}
          />
          <Button
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('ops.warehouse.ui.removeLine')}
            disabled={lines.length === 1}
            onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          setLines((all) => [
            ...all,
            { key: nextKey++, location: '', packages: 1, grossWeightKg: null, volumeCbm: null },
          ])
        }
      >
        {t('ops.warehouse.ui.addLine')}
      </Button>
      <p className="wh-split-totals">
        {t('ops.warehouse.ui.splitTotals', {
          packages: totals.packages,
          expected: receipt.packages,
          weight: totals.grossWeightKg,
          volume: totals.volumeCbm,
        })}
      </p>
      {Object.values(errors).map((key) => (
        <Typography.Text key={key} type="danger" className="wh-split-error">
          {t(key)}
        </Typography.Text>
      ))}
      <div className="wh-split-footer">
        <Button
          type="primary"
          disabled={Object.keys(errors).length > 0}
          loading={save.isPending}
          onClick={() => void submit()}
        >
          {t('ops.warehouse.ui.split')}
        </Button>
      </div>
    </>
  );
};

/** Splits a receipt over several locations: the lines must hold exactly its packages (the server checks again). */
export const SplitModal = ({
  receipt,
  onClose,
}: {
  receipt: { id: number; receiptNo: string } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const record = useRecord(RECEIPTS, 'wms', receipt?.id ?? null);
  return (
    <Modal
      open={receipt !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      title={t('ops.warehouse.ui.splitOf', { receiptNo: receipt?.receiptNo ?? '' })}
    >
      {record.data ? <SplitForm record={record.data} onDone={onClose} /> : null}
    </Modal>
  );
};

import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engineApi } from '../../engine/api';
import { useDictionary } from '../../engine/dictionary';
import { useResourceWrite } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';
import { type BookingSummary, warehouseApi } from './api';
import { ScanInput } from './scan-input';

type Values = {
  location?: string;
  warehouseCode?: string;
  packages?: number;
  packageType?: string;
  grossWeightKg?: number;
  volumeCbm?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  damageStatus?: string;
  damagedCount?: number;
  remarks?: string;
};

const RECEIPTS = 'warehouseReceipt';
const field = (name: string) => `ops.warehouse.receipt.fields.${name}`;

/**
 * Receiving at the warehouse door: the booking number or house bill is typed or scanned, the
 * booking shows what was booked and what came so far, and the receipt is saved at its location.
 * The drawer stays open for the next booking.
 */
export const ReceiveDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [number, setNumber] = useState('');
  const [booking, setBooking] = useState<BookingSummary | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const packageTypes = useDictionary('warehouse_package_type');
  const damage = useDictionary('warehouse_damage_status');
  const lookup = useMutation({ mutationFn: (ref: string) => warehouseApi.booking(ref) });
  const create = useResourceWrite(RECEIPTS, (values: Record<string, string | number>) =>
    engineApi.create(RECEIPTS, { view: 'wms', ...values }),
  );

  const find = async (ref: string) => {
    if (!ref) return;
    setLookupError(null);
    try {
      const found = await lookup.mutateAsync(ref);
      setBooking(found);
      form.resetFields();
      form.setFieldsValue({
        packages: Math.max(found.packages - found.receivedPackages, 1),
        packageType: found.packageType,
        grossWeightKg: found.grossWeightKg,
        volumeCbm: found.volumeCbm,
        damageStatus: 'intact',
      });
    } catch (error) {
      setBooking(null);
      setLookupError(error instanceof Error ? error.message : t('http.network'));
    }
  };

  const save = async (values: Values) => {
    if (!booking) return;
    const payload: Record<string, string | number> = { bookingNo: booking.bookingNo ?? booking.houseBill ?? number };
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') payload[k] = v;
    try {
      const saved = await create.mutateAsync(payload);
      const record = await engineApi.get(RECEIPTS, 'wms', saved.data.id);
      void message.success(t('ops.warehouse.ui.saved', { receiptNo: String(record.receiptNo ?? '') }));
      setBooking(null);
      setNumber('');
      form.resetFields();
    } catch (error) {
      reportError(error, form);
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('ops.warehouse.ui.receive')} size={720} destroyOnHidden>
      <Form layout="vertical" requiredMark>
        <Form.Item
          label={t('ops.warehouse.ui.lookupLabel')}
          extra={t('ops.warehouse.ui.lookupHint')}
          htmlFor="wh-booking"
        >
          <ScanInput id="wh-booking" value={number} onChange={setNumber} onSubmit={(v) => void find(v)} />
        </Form.Item>
      </Form>
      {lookupError ? <Alert type="warning" showIcon title={lookupError} /> : null}
      {booking ? (
        <>
          <Descriptions size="small" column={2} bordered className="wh-booking">
            <Descriptions.Item label={t('ops.warehouse.ui.shipment')}>{booking.shipmentNo}</Descriptions.Item>
            <Descriptions.Item label={t(field('companyName'))}>{booking.companyName}</Descriptions.Item>
            <Descriptions.Item label={t(field('bookingNo'))}>{booking.bookingNo}</Descriptions.Item>
            <Descriptions.Item label={t(field('houseBill'))}>{booking.houseBill}</Descriptions.Item>
            <Descriptions.Item label={t('ops.warehouse.ui.expected')}>
              {booking.packages} {packageTypes.labelOf(booking.packageType)} · {booking.grossWeightKg} kg ·{' '}
              {booking.volumeCbm} CBM
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.warehouse.ui.received')}>
              {booking.receivedPackages} ({booking.receipts})
            </Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            name="wh-receive"
            layout="vertical"
            onFinish={(v) => void save(v)}
            className="wh-receive-form"
          >
            <Space wrap align="start">
              <Form.Item
                name="location"
                label={t(field('location'))}
                rules={[{ required: true, whitespace: true, message: t('ops.warehouse.errors.locationRequired') }]}
              >
                <Input maxLength={40} autoFocus />
              </Form.Item>
              <Form.Item name="warehouseCode" label={t(field('warehouseCode'))}>
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item
                name="packages"
                label={t(field('packages'))}
                rules={[{ required: true, message: t('validation.required') }]}
              >
                <InputNumber min={1} precision={0} />
              </Form.Item>
              <Form.Item name="packageType" label={t(field('packageType'))}>
                <Select options={packageTypes.options} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="grossWeightKg" label={t(field('grossWeightKg'))}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="volumeCbm" label={t(field('volumeCbm'))}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="lengthCm" label={t(field('lengthCm'))}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="widthCm" label={t(field('widthCm'))}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="heightCm" label={t(field('heightCm'))}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="damageStatus" label={t(field('damageStatus'))}>
                <Select options={damage.options} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="damagedCount" label={t(field('damagedCount'))}>
                <InputNumber min={0} precision={0} />
              </Form.Item>
            </Space>
            <Form.Item name="remarks" label={t(field('remarks'))}>
              <Input maxLength={100} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('ops.warehouse.ui.save')}
            </Button>
          </Form>
        </>
      ) : null}
    </Drawer>
  );
};

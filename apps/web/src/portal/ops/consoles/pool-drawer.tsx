import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_PAYMENTS, CONSOLE_RELEASE_TYPES, CONSOLE_TYPES } from '@tidemark/domain/ops/consoles/dictionaries';
import { App, Button, Col, Drawer, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateResource } from '../../engine/queries';
import { TimeText } from '../../engine/time-text';
import { useFeedback } from '../../shell/feedback';
import { consolesApi, type PoolQuery, type PoolRow } from './api';

/** What the drawer does with the selection: make a new console, or add to one. */
export type PoolTarget = { kind: 'consolidate' } | { kind: 'attach'; consoleId: number; consoleNo: string };

type ConsoleForm = {
  consoleType: string;
  payment: string;
  carrierCode?: string;
  masterBill?: string;
  releaseType?: string;
  sendingAgent?: string;
  receivingAgent?: string;
};

const RESOURCES_CHANGED = ['opsConsole', 'opsConsoleHouse', 'opsShipmentBms', 'opsMawbStock'];

/**
 * The shipments waiting for a console (the user's branches, air, FCL and LCL), filtered by mode
 * and route, chosen in a table: they become a new console with the form below the table, or join
 * the console the drawer was opened for (then only shipments of its mode and route are offered).
 */
export const PoolDrawer = ({ target, onClose }: { target: PoolTarget | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [filterForm] = Form.useForm<PoolQuery>();
  const [consoleForm] = Form.useForm<ConsoleForm>();
  const [query, setQuery] = useState<PoolQuery>({});
  const [selected, setSelected] = useState<number[]>([]);
  const open = target !== null;
  const consoleId = target?.kind === 'attach' ? target.consoleId : undefined;

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    setQuery({});
    filterForm.resetFields();
    consoleForm.resetFields();
    consoleForm.setFieldsValue({ consoleType: 'CONSOL', payment: 'PP' });
  }, [open, filterForm, consoleForm]);

  const pool = useQuery({
    queryKey: ['opsConsoles', 'pool', query, consoleId ?? null],
    queryFn: ({ signal }) => consolesApi.pool({ ...query, ...(consoleId ? { consoleId } : {}) }, signal),
    enabled: open,
  });

  const done = async (text: string) => {
    void message.success(text);
    await Promise.all(RESOURCES_CHANGED.map((r) => invalidateResource(client, r)));
    await client.invalidateQueries({ queryKey: ['opsConsoles', 'pool'] });
    onClose();
  };
  const submit = useMutation({
    mutationFn: async () => {
      if (target?.kind === 'attach') return consolesApi.attach(target.consoleId, selected);
      const values = await consoleForm.validateFields();
      return consolesApi.consolidate({ ...values, shipmentIds: selected });
    },
    onSuccess: (res) => done(res.message),
    onError: (error) => reportError(error, consoleForm),
  });

  const columns: TableColumnsType<PoolRow> = [
    { key: 'shipmentNo', dataIndex: 'shipmentNo', title: t('opsConsoles.bms.fields.shipmentNo'), width: 130 },
    { key: 'houseBill', dataIndex: 'houseBill', title: t('opsConsoles.house.fields.houseBill'), width: 140 },
    { key: 'mode', dataIndex: 'mode', title: t('opsConsoles.ui.mode'), width: 70 },
    { key: 'originPort', dataIndex: 'originPort', title: t('opsConsoles.ui.origin'), width: 90 },
    { key: 'destinationPort', dataIndex: 'destinationPort', title: t('opsConsoles.ui.destination'), width: 90 },
    { key: 'carrierCode', dataIndex: 'carrierCode', title: t('opsConsoles.console.fields.carrierCode'), width: 90 },
    {
      key: 'etd',
      title: t('opsConsoles.console.fields.etd'),
      width: 170,
      render: (_, row) => <TimeText value={row.etd} />,
    },
    {
      key: 'packages',
      dataIndex: 'packages',
      title: t('opsConsoles.house.fields.packages'),
      width: 80,
      align: 'right',
    },
    {
      key: 'grossWeightKg',
      dataIndex: 'grossWeightKg',
      title: t('opsConsoles.house.fields.grossWeightKg'),
      width: 110,
      align: 'right',
    },
    { key: 'companyName', dataIndex: 'companyName', title: t('opsConsoles.house.fields.shipper'), width: 180 },
  ];

  const options = (dict: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`enums.${dict}.${v}`) }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={
        target?.kind === 'attach'
          ? t('opsConsoles.ui.attachTitle', { consoleNo: target.consoleNo })
          : t('opsConsoles.ui.consolidateTitle')
      }
      extra={
        <Space>
          <span aria-live="polite">{t('opsConsoles.ui.selected', { count: selected.length })}</span>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={submit.isPending}
            onClick={() => submit.mutate()}
          >
            {target?.kind === 'attach' ? t('opsConsoles.ui.attachSubmit') : t('opsConsoles.ui.consolidateSubmit')}
          </Button>
        </Space>
      }
    >
      <p>{t('opsConsoles.ui.consolidateHint')}</p>
      <Form form={filterForm} layout="inline" onFinish={(values) => setQuery(clean(values))}>
        {target?.kind === 'attach' ? null : (
          <Form.Item name="mode" label={t('opsConsoles.ui.mode')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={['AIR', 'FCL', 'LCL'].map((v) => ({ value: v, label: t(`enums.shipment_mode.${v}`) }))}
            />
          </Form.Item>
        )}
        {target?.kind === 'attach' ? null : (
          <>
            <Form.Item name="originPort" label={t('opsConsoles.ui.origin')}>
              <Input maxLength={5} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="destinationPort" label={t('opsConsoles.ui.destination')}>
              <Input maxLength={5} style={{ width: 100 }} />
            </Form.Item>
            <Button htmlType="submit">{t('opsConsoles.ui.search')}</Button>
          </>
        )}
      </Form>
      <Table<PoolRow>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        loading={pool.isFetching}
        dataSource={pool.data?.rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1200, y: 360 }}
        locale={{ emptyText: t('opsConsoles.ui.noShipments') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />
      {target?.kind === 'consolidate' ? (
        <Form form={consoleForm} layout="vertical" style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item
                name="consoleType"
                label={t('opsConsoles.console.fields.consoleType')}
                rules={[{ required: true }]}
              >
                <Select options={options('console_type', CONSOLE_TYPES)} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="payment" label={t('opsConsoles.console.fields.payment')} rules={[{ required: true }]}>
                <Select options={options('console_payment', CONSOLE_PAYMENTS)} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="releaseType" label={t('opsConsoles.console.fields.releaseType')}>
                <Select allowClear options={options('console_release_type', CONSOLE_RELEASE_TYPES)} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="carrierCode" label={t('opsConsoles.console.fields.carrierCode')}>
                <Input maxLength={4} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="masterBill" label={t('opsConsoles.console.fields.masterBill')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="sendingAgent" label={t('opsConsoles.console.fields.sendingAgent')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="receivingAgent" label={t('opsConsoles.console.fields.receivingAgent')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      ) : null}
    </Drawer>
  );
};

const clean = (values: PoolQuery): PoolQuery =>
  Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) =>
      v === undefined || v === null || v === '' ? [] : [[k, typeof v === 'string' ? v.trim().toUpperCase() : v]],
    ),
  ) as PoolQuery;

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CAMERA, CAMERA_ERROR_CODES } from '@tidemark/domain/ops/warehouse/rules';
import { App, Button, Form, Input, InputNumber, Modal, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../engine/dictionary';
import { useCan } from '../../permission';
import { useFeedback } from '../../shell/feedback';
import { type Camera, warehouseApi, warehouseKeys } from './api';

type Values = Record<string, string | number | null | undefined>;

const CameraForm = ({ camera, onDone }: { camera: Camera | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const canEdit = useCan('wms:edit');
  const [form] = Form.useForm<Values>();
  const protocols = useDictionary('camera_protocol');
  const formats = useDictionary('camera_capture_format');
  const sizes = useDictionary('camera_record_size');
  const save = useMutation({
    mutationFn: (values: Values) =>
      warehouseApi.saveCamera(
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])) as Record<string, string | number>,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.camera }),
  });
  const label = (name: string) => t(`ops.warehouse.ui.cameraFields.${name}`);
  const submit = async (values: Values) => {
    try {
      const answer = await save.mutateAsync(values);
      void message.success(answer.message);
      onDone();
    } catch (error) {
      reportError(error, form);
    }
  };
  return (
    <Form
      form={form}
      name="wh-camera"
      layout="vertical"
      disabled={!canEdit}
      initialValues={
        camera ?? {
          port: CAMERA.port,
          protocol: 'TCP',
          captureFormat: 'JPEG',
          recordSize: '256M',
          loginTimeoutMs: CAMERA.loginTimeoutMs,
          maxRetries: CAMERA.maxRetries,
        }
      }
      onFinish={(v) => void submit(v)}
      className="wh-camera-form"
    >
      <p className="wh-muted">{t('ops.warehouse.ui.cameraHint')}</p>
      <div className="wh-camera-grid">
        <Form.Item
          name="host"
          label={label('host')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={253} />
        </Form.Item>
        <Form.Item name="port" label={label('port')}>
          <InputNumber min={1} max={65535} precision={0} />
        </Form.Item>
        <Form.Item name="protocol" label={label('protocol')}>
          <Select options={protocols.options} />
        </Form.Item>
        <Form.Item name="captureFormat" label={label('captureFormat')}>
          <Select options={formats.options} />
        </Form.Item>
        <Form.Item name="recordSize" label={label('recordSize')}>
          <Select options={sizes.options} />
        </Form.Item>
        <Form.Item name="loginTimeoutMs" label={label('loginTimeoutMs')}>
          <InputNumber min={500} max={60000} step={500} precision={0} />
        </Form.Item>
        <Form.Item name="maxRetries" label={label('maxRetries')}>
          <InputNumber min={0} max={CAMERA.maxRetries} precision={0} />
        </Form.Item>
      </div>
      <Form.Item name="snapshotUrl" label={label('snapshotUrl')}>
        <Input maxLength={500} placeholder="http://" />
      </Form.Item>
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('ops.warehouse.ui.saveSettings')}
        </Button>
      ) : null}
    </Form>
  );
};

/** The branch's network camera (SPEC §8, §9): its settings, and what its error codes mean. */
export const CameraModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const camera = useQuery({
    queryKey: warehouseKeys.camera,
    queryFn: ({ signal }) => warehouseApi.camera(signal),
    enabled: open,
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      title={t('ops.warehouse.ui.camera')}
    >
      {camera.isSuccess ? <CameraForm camera={camera.data} onDone={onClose} /> : null}
      <h3 className="wh-subtitle">{t('ops.warehouse.ui.cameraErrors')}</h3>
      <Table
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={CAMERA_ERROR_CODES.map((code) => ({ code, text: t(`enums.camera_error.${code}`) }))}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('ops.warehouse.ui.cameraCode'), width: 90 },
          { key: 'text', dataIndex: 'text', title: t('ops.warehouse.ui.cameraMeaning') },
        ]}
      />
    </Modal>
  );
};

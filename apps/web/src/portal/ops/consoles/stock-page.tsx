import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAWB_RANGE_MAX } from '@tidemark/domain/ops/consoles/mawb';
import { App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { useDictionary } from '../../engine/dictionary';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource } from '../../engine/queries';
import { useFeedback, useRules } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { consolesApi } from './api';

type RangeForm = { branchId: string; firstNo: string; count: number };

/**
 * mawbStock: the air waybill stock on the generic list, and a range of numbers received from an
 * airline added in one step (every check digit checked on the server, none twice).
 */
export const StockPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const { reportError } = useFeedback();
  const rules = useRules();
  const client = useQueryClient();
  const branches = useDictionary('branch_office');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<RangeForm>();
  const add = useMutation({
    mutationFn: (values: RangeForm) => consolesApi.addRange(values),
    onSuccess: async (res) => {
      void message.success(res.message);
      setOpen(false);
      form.resetFields();
      await invalidateResource(client, 'opsMawbStock');
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <>
      <EngineScreen
        url="mawbStock"
        list={{
          header: (list) => (
            <PageHeader
              title={t(list.page.titleKey)}
              description={t('opsConsoles.help.mawbStock')}
              extra={
                permissions.has('mawbStock:create') ? (
                  <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
                    {t('opsConsoles.ui.addRange')}
                  </Button>
                ) : null
              }
            />
          ),
        }}
      />
      <Modal
        open={open}
        title={t('opsConsoles.ui.addRangeTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={add.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ count: 50 }} onFinish={(values) => add.mutate(values)}>
          <Form.Item name="branchId" label={t('opsConsoles.ui.branch')} rules={[rules.requiredChoice]}>
            <Select options={branches.options} loading={branches.loading} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="firstNo" label={t('opsConsoles.ui.firstNo')} rules={[rules.required]}>
            <Input maxLength={14} placeholder="160-12345675" />
          </Form.Item>
          <Form.Item name="count" label={t('opsConsoles.ui.count')} rules={[rules.requiredChoice]}>
            <InputNumber min={1} max={MAWB_RANGE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

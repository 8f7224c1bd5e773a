import { PlusCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import { engineApi } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { useFeedback, useRules } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';

type ApplyForm = { templateId: number; bookingNo: string };

/**
 * costTemplate: the templates on the generic list (their lines on each detail), and a template
 * applied to an open booking in one step: the server prices each line for the booking's cargo and
 * adds it to the booking's rates.
 */
export const TemplatePage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const { reportError } = useFeedback();
  const rules = useRules();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ApplyForm>();
  const templates = useQuery({
    queryKey: ['pricing', 'costTemplates', 'active'],
    queryFn: ({ signal }) =>
      engineApi.list(
        'costTemplate',
        { view: 'costTemplate', page: 1, limit: 50, f_active: 'true', orderByColumn: 'name', isAsc: 'asc' },
        signal,
      ),
    enabled: open,
  });
  const apply = useMutation({
    mutationFn: (values: ApplyForm) => post<{ lines: number }>('/api/pricing/cost-templates/apply', values),
    onSuccess: (res) => {
      void message.success(res.message);
      setOpen(false);
      form.resetFields();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <>
      <EngineScreen
        url="costTemplate"
        list={{
          header: (list, create) => (
            <PageHeader
              title={t(list.page.titleKey)}
              description={t('pricing.costs.help.costTemplate')}
              extra={
                <>
                  {create}
                  {permissions.has('costTemplate:apply') ? (
                    <Button icon={<PlusCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
                      {t('pricing.costs.ui.apply')}
                    </Button>
                  ) : null}
                </>
              }
            />
          ),
        }}
      />
      <Modal
        open={open}
        title={t('pricing.costs.ui.applyTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={apply.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => apply.mutate(values)}>
          <Form.Item name="templateId" label={t('pricing.costs.ui.template')} rules={[rules.requiredChoice]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={templates.isLoading}
              options={(templates.data?.rows ?? []).map((r) => ({ value: r.id, label: String(r.name ?? r.id) }))}
            />
          </Form.Item>
          <Form.Item name="bookingNo" label={t('pricing.costs.ui.bookingNo')} rules={[rules.required]}>
            <Input maxLength={30} placeholder="BK2600000123" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

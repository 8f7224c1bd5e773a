import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback, useRules } from '../shell/feedback';
import { accessApi, type RoleRow } from './api';
import { adminKeys, useAdminWrite } from './queries';

type RoleValues = { code: string; nameEn: string; nameZh: string; description: string };

/** Creates a role (role null) or edits one, sending its version so a stale edit is refused. */
export const RoleForm = ({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const save = useAdminWrite(accessApi.saveRole, [adminKeys.roles]);
  const { reportError, success } = useFeedback();
  const rules = useRules();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? { code: role.code, nameEn: role.nameEn, nameZh: role.nameZh, description: role.description }
        : { code: '', nameEn: '', nameZh: '', description: '' },
    );
  }, [open, role, form]);

  const submit = async (values: RoleValues) => {
    try {
      const res = await save.mutateAsync(role ? { ...values, id: role.id, version: role.version } : values);
      success(res.message);
      onSaved();
    } catch (error) {
      reportError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={role ? t('portal.roles.editTitle', { name: role.code }) : t('portal.roles.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="code"
          label={t('portal.roles.fields.code')}
          extra={role?.builtIn ? t('portal.roles.builtInCode') : t('portal.roles.codeHint')}
          rules={[rules.required, { pattern: /^[a-z][a-z0-9_-]{1,31}$/, message: t('portal.roles.codeHint') }]}
        >
          <Input maxLength={32} disabled={role?.builtIn} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('portal.roles.fields.nameEn')} rules={[rules.required, rules.max(50)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameZh" label={t('portal.roles.fields.nameZh')} rules={[rules.required, rules.max(50)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('portal.roles.fields.description')} rules={[rules.max(200)]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

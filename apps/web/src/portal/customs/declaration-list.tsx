import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DECLARATION_REJECTABLE, type DeclarationState } from '@tidemark/domain/customs/index';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session';
import { post } from '../../wire/request';
import { type EngineRow, engineApi } from '../engine/api';
import { EngineScreen } from '../engine/engine-screen';
import { invalidateResource } from '../engine/queries';
import { useFeedback } from '../shell/feedback';

const s = (key: string) => `customs.declarations.screen.${key}`;
type RejectValues = { reason: string };

/**
 * Declarations on the generic list and detail (create, edit, lines, submit, accept and release
 * are the engine's), with the desk's record of a rejection, which asks for customs' reason.
 */
export const DeclarationList = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<RejectValues>();
  const [rejecting, setRejecting] = useState<EngineRow | null>(null);
  const close = () => setRejecting(null);
  const rejectable = (row: EngineRow) =>
    permissions.has('declaration:reject') && DECLARATION_REJECTABLE.includes(String(row.status) as DeclarationState);
  const reject = useMutation({
    mutationFn: async (values: RejectValues) => {
      const id = Number(rejecting?.id);
      // The version as it stands now (lists carry none), so the rejection never overwrites a change it has not seen.
      const { version } = await engineApi.get('customsDeclaration', 'declaration', id);
      return post('/api/customs/declaration/reject', { id, version: Number(version), reason: values.reason });
    },
    onSuccess: async (res) => {
      void message.success(res.message);
      for (const r of ['customsDeclaration', 'customsResult']) await invalidateResource(client, r);
      form.resetFields();
      close();
    },
    onError: (error) => reportError(error, form),
  });
  const button = (row: EngineRow) =>
    rejectable(row) ? (
      <Button size="small" danger data-testid={`reject-${row.id}`} onClick={() => setRejecting(row)}>
        {t('pageActions.declaration.reject')}
      </Button>
    ) : null;
  return (
    <>
      <EngineScreen url="declaration" list={{ rowActions: button }} detail={{ actions: button }} />
      <Modal
        title={t(s('rejectTitle'))}
        open={rejecting !== null}
        onCancel={close}
        okText={t('pageActions.declaration.reject')}
        okButtonProps={{ danger: true }}
        confirmLoading={reject.isPending}
        onOk={() => void form.validateFields().then((values) => reject.mutate(values))}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <p>{String(rejecting?.declarationNo ?? '')}</p>
          <Form.Item
            name="reason"
            label={t(s('rejectReason'))}
            rules={[{ required: true, whitespace: true, max: 500 }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@tidemark/domain';
import { App, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { invalidateResource } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';

/**
 * A dialog with a form whose OK sends one call: the server's message on success (the lists of
 * `resources` read again), field messages on the fields otherwise.
 */
export const ActionDialog = <V extends object>({
  title,
  open,
  onClose,
  resources,
  send,
  initialValues,
  children,
  okText,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  resources: readonly string[];
  send: (values: V) => Promise<Envelope<unknown>>;
  initialValues?: Partial<V>;
  children: (form: FormInstance<V>) => ReactNode;
  okText?: string;
}) => {
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const call = useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      void message.success(res.message);
      for (const r of resources) await invalidateResource(client, r);
      form.resetFields();
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText={okText}
      confirmLoading={call.isPending}
      onOk={() => void form.validateFields().then((values) => call.mutate(values))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children(form)}
      </Form>
    </Modal>
  );
};

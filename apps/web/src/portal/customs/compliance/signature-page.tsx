import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import type { EngineRow } from '../../engine/api';
import { EngineScreen } from '../../engine/engine-screen';
import { invalidateResource, useRecord } from '../../engine/queries';
import { useFeedback } from '../../shell/feedback';

const s = (key: string) => `customs.compliance.screen.${key}`;

type Signatory = { signatoryName: string; signatoryTitle: string };

/** The signature: the statement's wording, and who signs for the company with their title. */
const SignDialog = ({ row, onClose }: { row: EngineRow; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [form] = Form.useForm<Signatory>();
  // The statement as it stands now: its whole wording, and the version the signature is given on.
  const record = useRecord('complianceStatement', 'complianceWrittenSGN', Number(row.id)).data;
  const sign = useMutation({
    mutationFn: (v: Signatory) =>
      post('/api/customs/compliance/sign', { id: row.id, version: String(record?.version ?? ''), ...v }),
    onSuccess: async (res) => {
      void message.success(res.message);
      await invalidateResource(client, 'complianceStatement');
      onClose();
    },
    onError: (error) => reportError(error, form),
  });
  const wording = i18n.language.startsWith('zh')
    ? (record?.statementZh ?? record?.statementEn)
    : (record?.statementEn ?? record?.statementZh);
  const required = { required: true, whitespace: true, max: 120, message: t(s('signatoryRequired')) };
  return (
    <Modal
      open
      title={t(s('signTitle'), { company: String(row.companyName ?? '') })}
      okText={t(s('sign'))}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={sign.isPending}
      okButtonProps={{ disabled: !record }}
      destroyOnHidden
    >
      <p>{t(s('signHelp'))}</p>
      <blockquote>{String(wording ?? '')}</blockquote>
      <Form form={form} layout="vertical" onFinish={(v) => sign.mutate(v)}>
        <Form.Item name="signatoryName" label={t(s('signatoryName'))} rules={[required]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="signatoryTitle" label={t(s('signatoryTitle'))} rules={[required]}>
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/**
 * Route complianceWrittenSGN: the approved statements to be signed and the signed ones with who
 * and when, on the generic list; the customer signs an approved one of its own company here.
 */
export const SignaturePage = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [signing, setSigning] = useState<EngineRow | null>(null);
  return (
    <>
      <EngineScreen
        url="complianceWrittenSGN"
        list={{
          rowActions: (row) =>
            permissions.has('complianceWrittenSGN:sign') && row.state === 'approved' ? (
              <Button size="small" type="primary" data-testid={`sign-${row.id}`} onClick={() => setSigning(row)}>
                {t(s('sign'))}
              </Button>
            ) : null,
        }}
      />
      {signing ? <SignDialog row={signing} onClose={() => setSigning(null)} /> : null}
    </>
  );
};

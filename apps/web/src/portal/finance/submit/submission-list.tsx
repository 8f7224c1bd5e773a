import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { post } from '../../../wire/request';
import { EngineScreen } from '../../engine/engine-screen';
import { PageHeader } from '../../shell/page-header';
import { ActionDialog } from '../invoices/action-dialog';

const s = (key: string) => `finance.submit.screen.${key}`;

type SubmitValues = { shipmentNo: string };

/**
 * Submissions to CargoWise on the generic list (retry and cancel are the record's transitions,
 * the document its download), with the submission of a shipment's waiting lines.
 */
export const SubmissionList = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <EngineScreen
        url="chargeSubmint"
        list={{
          header: (list) => (
            <PageHeader
              title={t(list.page.titleKey)}
              extra={
                permissions.has('chargeSubmint:submit') ? (
                  <Button
                    type="primary"
                    icon={<CloudUploadOutlined aria-hidden />}
                    data-testid="submit-shipment"
                    onClick={() => setOpen(true)}
                  >
                    {t('pageActions.chargeSubmint.submit')}
                  </Button>
                ) : null
              }
            />
          ),
        }}
      />
      <ActionDialog<SubmitValues>
        title={t(s('submitTitle'))}
        open={open}
        onClose={() => setOpen(false)}
        resources={['cwSubmission']}
        okText={t('pageActions.chargeSubmint.submit')}
        send={(v) => post('/api/finance/chargeSubmint/submit', { shipmentNo: v.shipmentNo })}
      >
        {() => (
          <>
            <p>{t(s('submitHelp'))}</p>
            <Form.Item name="shipmentNo" label={t(s('shipmentNo'))} rules={[{ required: true, max: 35 }]}>
              <Input autoFocus />
            </Form.Item>
          </>
        )}
      </ActionDialog>
    </>
  );
};

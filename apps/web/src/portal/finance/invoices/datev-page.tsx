import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { downloadFile } from '../../../wire/download';
import { PageHeader } from '../../shell/page-header';

const s = (key: string) => `finance.invoices.screen.${key}`;

type Values = { period: [Dayjs, Dayjs]; consultant: number; client: number };

/** The DATEV export: a period (last month by default) and the DATEV numbers, then the batch file. */
export const DatevPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const [busy, setBusy] = useState(false);
  const lastMonth = dayjs().subtract(1, 'month');
  const run = async (v: Values) => {
    setBusy(true);
    try {
      await downloadFile('/api/finance/datev/export', {
        from: v.period[0].format('YYYY-MM-DD'),
        to: v.period[1].format('YYYY-MM-DD'),
        consultant: String(v.consultant),
        client: String(v.client),
      });
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader title={t('menu.pages.datev')} description={t(s('datevHelp'))} />
      <Card>
        <Form<Values>
          layout="inline"
          initialValues={{
            period: [lastMonth.startOf('month'), lastMonth.endOf('month')],
            consultant: 1001,
            client: 1,
          }}
          onFinish={(v) => void run(v)}
        >
          <Form.Item name="period" label={`${t(s('datevFrom'))} – ${t(s('datevTo'))}`} rules={[{ required: true }]}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="consultant" label={t(s('datevConsultant'))} rules={[{ required: true }]}>
            <InputNumber min={1001} max={9999999} precision={0} />
          </Form.Item>
          <Form.Item name="client" label={t(s('datevClient'))} rules={[{ required: true }]}>
            <InputNumber min={1} max={99999} precision={0} />
          </Form.Item>
          {permissions.has('datev:download') ? (
            <Button type="primary" htmlType="submit" icon={<DownloadOutlined aria-hidden />} loading={busy}>
              {t('pageActions.datev.download')}
            </Button>
          ) : null}
        </Form>
      </Card>
    </>
  );
};

import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session';
import { EngineScreen } from '../../engine/engine-screen';
import { PageHeader } from '../../shell/page-header';
import { ActionDialog } from './action-dialog';
import { invoicesApi } from './api';

const s = (key: string) => `finance.invoices.screen.${key}`;
/** The server's limit (SUPPLIER_FILE_MAX_BYTES), said in the form. */
const MAX_MB = 10;

type UploadValues = { shipmentNo: string; supplierName: string; supplierInvoiceNo?: string; file: File[] };

/** Supplier invoice files on the generic list, with an upload of one PDF for a shipment. */
export const SupplierFiles = () => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <EngineScreen
        url="InvoiceData"
        list={{
          header: (list) => (
            <PageHeader
              title={t(list.page.titleKey)}
              extra={
                permissions.has('InvoiceData:upload') ? (
                  <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
                    {t('pageActions.InvoiceData.upload')}
                  </Button>
                ) : null
              }
            />
          ),
        }}
      />
      <ActionDialog<UploadValues>
        title={t(s('uploadTitle'))}
        open={open}
        onClose={() => setOpen(false)}
        resources={['supplierInvoice']}
        send={(v) => {
          const file = v.file[0] as File;
          return invoicesApi.upload(file, {
            shipmentNo: v.shipmentNo,
            supplierName: v.supplierName,
            ...(v.supplierInvoiceNo ? { supplierInvoiceNo: v.supplierInvoiceNo } : {}),
          });
        }}
      >
        {() => (
          <>
            <Form.Item name="shipmentNo" label={t(s('shipmentNo'))} rules={[{ required: true, max: 35 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="supplierName" label={t(s('supplierName'))} rules={[{ required: true, max: 200 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="supplierInvoiceNo" label={t(s('supplierInvoiceNo'))} rules={[{ max: 60 }]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="file"
              label={t(s('file'), { max: MAX_MB })}
              rules={[{ required: true, message: t('finance.invoices.errors.fileNone') }]}
              getValueFromEvent={(e: { target: { files: FileList | null } }) => Array.from(e.target.files ?? [])}
              valuePropName="fileList"
              getValueProps={() => ({})}
            >
              <input type="file" accept="application/pdf,.pdf" aria-label={t(s('chooseFile'))} />
            </Form.Item>
          </>
        )}
      </ActionDialog>
    </>
  );
};

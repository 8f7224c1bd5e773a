import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_PAGE } from '@tidemark/domain/tracking/uploads/resources';
import { Alert, App, Button, Space, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../wire/request';
import { engineKeys, invalidateResource } from '../../engine/queries';
import { Permission } from '../../permission';
import { useFeedback } from '../../shell/feedback';
import { PageHeader } from '../../shell/page-header';
import { ACCEPT, acceptsFile, type RecentUpload, type UploadReport as Report, sendUpload, uploadsApi } from './api';
import { ColumnGuide } from './column-guide';
import { RecentUploads } from './recent-uploads';
import { UploadReport } from './upload-report';
import './uploads.css';

const RECENT_LIMIT = 10;
/** The uploads are the engine resource trackingUpload: its list pages and this page share their key. */
const UPLOADS = 'trackingUpload';

/** Warns before the tab closes while a file is still on its way (SPEC §8: closing early may fail). */
const useLeaveWarning = (active: boolean) => {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
};

/** uploadContainerTracking: send one .xls/.xlsx of container events and read back each row's outcome. */
export const UploadContainerTrackingPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const recentQuery = useQuery({
    queryKey: [...engineKeys.resource(UPLOADS), 'recent', RECENT_LIMIT],
    queryFn: ({ signal }) => uploadsApi.recent(RECENT_LIMIT, signal),
  });
  const recent = recentQuery.data ?? [];
  // Whether the file arrived or not, the recent uploads are read again.
  const upload = useMutation({
    mutationFn: (chosen: File) => sendUpload(chosen),
    onSettled: () => void invalidateResource(client, UPLOADS),
  });
  const sending = upload.isPending;
  const reportRef = useRef<HTMLDivElement>(null);
  useLeaveWarning(sending);

  const show = (next: Report) => {
    setReport(next);
    requestAnimationFrame(() => reportRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };

  const send = async () => {
    if (!file) {
      void message.error(t('tracking.uploads.noFile'));
      return;
    }
    setReport(null);
    try {
      const answer = await upload.mutateAsync(file);
      void message.success(answer.message || t('tracking.uploads.success'));
      show(answer.data);
      setFile(null);
    } catch (error) {
      // A whole-file refusal (unreadable, wrong columns) names the file field; it is shown as one message.
      if (error instanceof RequestError && error.status === 400) void message.error(error.message);
      else reportError(error);
    }
  };

  const showReport = async (row: RecentUpload) => {
    try {
      show(
        await client.fetchQuery({
          queryKey: [...engineKeys.resource(UPLOADS), 'report', row.id],
          queryFn: ({ signal }) => uploadsApi.report(row.id, signal),
          // Reported below, once.
          meta: { quiet: true },
        }),
      );
    } catch (error) {
      reportError(error);
    }
  };

  const download = async (row: RecentUpload) => {
    try {
      await uploadsApi.download(row.id, row.fileName);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <>
      <PageHeader title={t('menu.pages.uploadContainerTracking')} description={t('tracking.uploads.intro')} />
      <ColumnGuide />
      <Permission need={`${UPLOAD_PAGE}:upload`}>
        <section className="upload-send">
          <Upload.Dragger
            accept={ACCEPT}
            multiple={false}
            maxCount={1}
            disabled={sending}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (!acceptsFile(chosen.name)) {
                void message.error(t('tracking.uploads.wrongType'));
                return Upload.LIST_IGNORE;
              }
              setFile(chosen);
              // Sent by the button below, with the session header the upload route needs.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{t('tracking.uploads.choose')}</p>
            <p className="ant-upload-hint">{t('tracking.uploads.wrongType')}</p>
          </Upload.Dragger>
          <Space wrap className="upload-actions">
            <Button
              type="primary"
              icon={<CloudUploadOutlined aria-hidden />}
              loading={sending}
              disabled={!file}
              onClick={() => void send()}
            >
              {t('tracking.uploads.send')}
            </Button>
            {file && !sending ? <span>{t('tracking.uploads.chosen', { name: file.name })}</span> : null}
          </Space>
          {sending ? (
            <Alert type="info" showIcon className="upload-progress" title={t('tracking.uploads.inProgress')} />
          ) : null}
        </section>
      </Permission>
      <div ref={reportRef}>{report ? <UploadReport report={report} /> : null}</div>
      <RecentUploads
        rows={recent}
        loading={recentQuery.isFetching}
        onDownload={(r) => void download(r)}
        onShowReport={(r) => void showReport(r)}
      />
    </>
  );
};

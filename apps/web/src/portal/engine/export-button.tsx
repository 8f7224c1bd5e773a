import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../wire/request';
import { exportList, formatBytes, saveFile } from './api';

const MESSAGE_KEY = 'engine-export';
/** Progress messages at most this often; chunks arrive far faster. */
const PROGRESS_EVERY_MS = 150;

const ExportProgress = ({ received, size, text }: { received: number; size: number | null; text: string }) => (
  <span className="eng-export-progress">
    <span>{text}</span>
    {size ? (
      <Progress percent={Math.min(99, Math.round((received / size) * 100))} size="small" status="active" />
    ) : (
      <span className="eng-indeterminate" role="progressbar" aria-valuetext={formatBytes(received)}>
        <span />
      </span>
    )}
    <span className="eng-muted eng-export-bytes">{formatBytes(received)}</span>
  </span>
);

/**
 * Exports what the user sees (their columns, filters and sort) to .xlsx. The workbook streams
 * in: the message shows 'Export in progress' with the bytes received, then the file downloads;
 * an empty list answers 'No files to download.'.
 */
export const ExportButton = ({
  resource,
  payload,
  label,
}: {
  resource: string;
  payload: () => Record<string, string | number | readonly string[]>;
  label: string;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);
  const lastShown = useRef(0);

  const run = async () => {
    setRunning(true);
    const text = t('messages.exportInProgress');
    const show = (received: number, size: number | null, force = false) => {
      const now = Date.now();
      if (!force && now - lastShown.current < PROGRESS_EVERY_MS) return;
      lastShown.current = now;
      void message.open({
        key: MESSAGE_KEY,
        type: 'loading',
        duration: 0,
        content: <ExportProgress received={received} size={size} text={text} />,
      });
    };
    show(0, null, true);
    try {
      const result = await exportList(resource, payload(), (received, size) => show(received, size));
      if (result.kind === 'refused') {
        void message.open({ key: MESSAGE_KEY, type: 'warning', content: result.message, duration: 4 });
        return;
      }
      saveFile(result.blob, result.name);
      void message.open({
        key: MESSAGE_KEY,
        type: 'success',
        duration: 4,
        content: t('engineUi.export.done', { name: result.name, size: formatBytes(result.blob.size) }),
      });
    } catch (error) {
      const text = error instanceof RequestError ? error.message : t('http.network');
      void message.open({ key: MESSAGE_KEY, type: 'error', content: text, duration: 6 });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={running} onClick={() => void run()}>
      {label}
    </Button>
  );
};

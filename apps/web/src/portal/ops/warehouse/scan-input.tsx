import { ScanOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSerial, readOneScan, type SerialLike } from './scanner';

/**
 * A field a barcode fills: a normal input everywhere (type the code, Enter submits), and where the
 * browser has Web Serial a Scan button that reads one code from the serial scanner into it and
 * submits it as Enter would.
 */
export const ScanInput = ({
  value,
  onChange,
  onSubmit,
  placeholder,
  serial = browserSerial(),
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  placeholder?: string;
  /** Web Serial, or a stand-in; null where the browser has none (the typed input remains). */
  serial?: SerialLike | null;
  id?: string;
}) => {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const scan = async () => {
    if (!serial) return;
    setFailed(false);
    setScanning(true);
    abort.current = new AbortController();
    try {
      const port = await serial.requestPort();
      const code = await readOneScan(port, abort.current.signal);
      if (code) {
        onChange(code);
        onSubmit(code);
      }
    } catch {
      setFailed(true);
    } finally {
      setScanning(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        status={failed ? 'warning' : undefined}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={() => onSubmit(value.trim())}
      />
      {serial ? (
        <Button
          icon={<ScanOutlined aria-hidden />}
          loading={scanning}
          onClick={() => void scan()}
          title={failed ? t('ops.warehouse.ui.scanFailed') : undefined}
        >
          {scanning ? t('ops.warehouse.ui.scanning') : t('ops.warehouse.ui.scan')}
        </Button>
      ) : null}
    </Space.Compact>
  );
};

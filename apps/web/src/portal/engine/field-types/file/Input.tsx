import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';

/**
 * One file at a time (SPEC §5), kept in the form until it is saved; the form then sends the
 * record multipart. A stored file is shown by its name until another is chosen.
 */
export const FileInput = ({ value, onChange, id, disabled }: InputProps) => {
  const { t } = useTranslation();
  const name =
    value instanceof File ? value.name : typeof value === 'string' && value !== '' ? value.split(/[\\/]/).pop() : null;
  return (
    <Upload
      maxCount={1}
      disabled={disabled}
      showUploadList={false}
      beforeUpload={(file) => {
        onChange?.(file);
        // The file goes with the record, not on its own.
        return false;
      }}
    >
      <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled}>
        {name ?? t('engineUi.file.choose')}
      </Button>
    </Upload>
  );
};

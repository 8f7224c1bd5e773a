import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../engine/dictionary';
import type { ImportState, UploadState } from './api';

const UPLOAD_COLORS: Readonly<Record<UploadState, string>> = { running: 'processing', done: 'success', error: 'error' };
const IMPORT_COLORS: Readonly<Record<ImportState, string>> = {
  not_imported: 'error',
  imported: 'warning',
  running: 'processing',
  done: 'success',
};

/** A state as a tag labelled from its dictionary (administrators may rename the labels). */
const useLabel = (dict: 'upload_state' | 'import_state') => {
  const { t } = useTranslation();
  const { options } = useDictionary(dict);
  return (value: string) => options.find((o) => o.value === value)?.label ?? t(`enums.${dict}.${value}`);
};

export const UploadStateTag = ({ value }: { value: UploadState }) => {
  const label = useLabel('upload_state');
  return <Tag color={UPLOAD_COLORS[value]}>{label(value)}</Tag>;
};

export const ImportStateTag = ({ value }: { value: ImportState }) => {
  const label = useLabel('import_state');
  return <Tag color={IMPORT_COLORS[value]}>{label(value)}</Tag>;
};

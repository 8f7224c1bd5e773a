import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_SHOW_COUNT } from '../../dictionary';
import { matchPorts, portName, usePorts } from './ports';

/** Picks a port by typing its UN/LOCODE or name; the list shows code, name and country. */
export const PortSelect = ({
  value,
  onChange,
  id,
  disabled,
  allowClear = true,
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const ports = usePorts();
  const [query, setQuery] = useState('');
  const options = useMemo(() => {
    if (!ports) return [];
    const found = matchPorts(ports.list, query, DEFAULT_MAX_SHOW_COUNT);
    const chosen = value ? ports.byCode.get(value) : undefined;
    const list = chosen && !found.includes(chosen) ? [chosen, ...found] : found;
    return list.map((p) => ({
      value: p.unlocode,
      label: (
        <span className="eng-port-option">
          <span className="eng-code">{p.unlocode}</span> {portName(p, i18n.language)}
          <span className="eng-muted"> · {p.country}</span>
        </span>
      ),
    }));
  }, [ports, query, value, i18n.language]);
  return (
    <Select
      id={id}
      className="eng-grow"
      value={value || undefined}
      options={options}
      loading={!ports}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={t('engineUi.port.placeholder')}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      onChange={(v: string | undefined) => {
        setQuery('');
        onChange(v ?? '');
      }}
      notFoundContent={t('messages.noResult')}
      popupMatchSelectWidth={false}
    />
  );
};

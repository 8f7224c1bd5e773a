import { useTranslation } from 'react-i18next';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';
import { portName, usePorts } from './ports';

/** A port by its UN/LOCODE with its name beside it. */
export const PortDisplay = ({ value }: DisplayProps) => {
  const { i18n } = useTranslation();
  const ports = usePorts();
  if (isEmpty(value)) return <Empty />;
  const code = String(value).toUpperCase();
  const port = ports?.byCode.get(code);
  return (
    <span className="eng-port">
      <span className="eng-code">{code}</span>
      {port ? <span className="eng-muted"> {portName(port, i18n.language)}</span> : null}
    </span>
  );
};

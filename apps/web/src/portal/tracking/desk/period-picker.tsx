import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type Period = { from?: string; to?: string };

const FORMAT = 'YYYY-MM-DD';

/** A from/to calendar period; either end may stay open (the server then uses its default). */
export const PeriodPicker = ({ value, onChange }: { value: Period; onChange: (next: Period) => void }) => {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      placeholder={[t('tracking.desk.from'), t('tracking.desk.to')]}
      value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
      onChange={(range) =>
        onChange({
          ...(range?.[0] ? { from: range[0].format(FORMAT) } : {}),
          ...(range?.[1] ? { to: range[1].format(FORMAT) } : {}),
        })
      }
    />
  );
};

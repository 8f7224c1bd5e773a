import { formatDecimal } from '../../decimal';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';
import { currencyOf, useMinorUnits } from './currency';

/** An amount with its currency, to the currency's minor units, formatted on its digits (no floats). */
export const MoneyDisplay = ({ field, value, row }: DisplayProps) => {
  const currency = currencyOf(field, row);
  const units = useMinorUnits(currency);
  if (isEmpty(value)) return <Empty />;
  const text = formatDecimal(value, units) ?? String(value);
  return (
    <span className="eng-money">
      {currency ? <span className="eng-currency">{currency}</span> : null}
      <span className="eng-number">{text}</span>
    </span>
  );
};

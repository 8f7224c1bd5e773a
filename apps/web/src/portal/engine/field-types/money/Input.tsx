import { Form, Input, Space } from 'antd';
import { NUMBER_TYPING } from '../number/Input';
import { asText, type InputProps } from '../types';
import { useMinorUnits } from './currency';

/** An amount as text, at most the currency's minor units after the point, with the currency beside it. */
export const MoneyInput = ({ field, value, onChange, id, disabled }: InputProps) => {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch(field.currencyField ?? '__none', form);
  const currency = typeof watched === 'string' && watched !== '' ? watched.toUpperCase() : null;
  const units = useMinorUnits(currency);
  const input = (
    <Input
      id={id}
      className="eng-number-input"
      inputMode="decimal"
      value={asText(value)}
      disabled={disabled}
      maxLength={24}
      autoComplete="off"
      onChange={(e) => {
        const next = e.target.value;
        const fraction = /\.(\d*)$/.exec(next)?.[1]?.length ?? 0;
        if (NUMBER_TYPING.test(next) && fraction <= units) onChange?.(next);
      }}
    />
  );
  if (!currency) return input;
  return (
    <Space.Compact block>
      {input}
      <Space.Addon>{currency}</Space.Addon>
    </Space.Compact>
  );
};

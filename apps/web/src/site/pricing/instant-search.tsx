import { INSTANT_EQUIPMENT } from '@tidemark/domain/pricing/instant/ranking';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField, TextField } from '../forms/fields';
import type { FieldBinding } from '../forms/use-inquiry-form';
import { useTranslation } from '../use-translation';
import type { InstantFields } from './instant-state';

export const INSTANT_PATH = '/online-quotations';

/** Whether an equipment is priced by weight and volume (LCL, air) rather than by boxes. */
export const bySize = (equipment: string): boolean => equipment === 'LCL' || equipment === 'AIR';

/**
 * The lane, day and equipment asked: a plain GET form, so the answer is a link that can be shared
 * and works before any script has loaded; once live it moves to the answer without reloading.
 * Boxes are asked for container equipment, weight and volume for LCL and air.
 */
export const InstantSearch = ({
  fields,
  errors = {},
}: {
  fields: InstantFields;
  errors?: Readonly<Record<string, string>>;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<InstantFields>(fields);
  const k = (key: string) => t(`site.instantQuote.${key}`);
  const bind = (name: keyof InstantFields): FieldBinding => ({
    name,
    value: values[name],
    ...(errors[name] ? { error: t(errors[name] ?? '') } : {}),
    onChange: (value) => setValues((v) => ({ ...v, [name]: value })),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const asked = bySize(values.equipment) ? { ...values, containers: '' } : { ...values, weightKg: '', volumeCbm: '' };
    for (const [name, value] of Object.entries(asked)) if (value.trim()) params.set(name, value.trim());
    navigate(`${INSTANT_PATH}?${params}`);
  };
  const equipmentLabel = (e: string) => (bySize(e) ? k(`equipmentNames.${e}`) : e);
  return (
    <search className="iq-search">
      <form action={INSTANT_PATH} method="get" onSubmit={onSubmit} noValidate>
        <div className="form-grid iq-grid">
          <TextField field={bind('pol')} label={k('pol')} hint={k('polHint')} required maxLength={5} />
          <TextField field={bind('pod')} label={k('pod')} hint={k('podHint')} required maxLength={5} />
          <TextField field={bind('date')} label={k('date')} required type="date" />
          <SelectField
            field={bind('equipment')}
            label={k('equipment')}
            required
            options={INSTANT_EQUIPMENT.map((e) => ({ value: e, label: equipmentLabel(e) }))}
          />
          {bySize(values.equipment) ? (
            <>
              <TextField
                field={bind('weightKg')}
                label={k('weight')}
                hint={k('sizeHint')}
                required={values.equipment === 'AIR'}
                inputMode="decimal"
                maxLength={13}
              />
              <TextField
                field={bind('volumeCbm')}
                label={k('volume')}
                hint={k('sizeHint')}
                inputMode="decimal"
                maxLength={13}
              />
            </>
          ) : (
            <TextField
              field={bind('containers')}
              label={k('containers')}
              hint={k('containersHint')}
              required
              inputMode="numeric"
              maxLength={2}
            />
          )}
        </div>
        <button type="submit" className="form-submit">
          {k('submit')}
        </button>
      </form>
    </search>
  );
};

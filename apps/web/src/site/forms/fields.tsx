import { HONEYPOT_FIELD } from '@tidemark/domain/site/forms/index';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { brand } from '../../brand';
import { useTranslation } from '../use-translation';
import type { FieldBinding } from './use-inquiry-form';

type Common = {
  field: FieldBinding;
  label: string;
  hint?: string;
  required?: boolean;
};

/** Ids of the hint and error, for aria-describedby, and the label with its required/optional mark. */
const useFieldParts = ({ field, label, hint, required }: Common) => {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = field.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      <span className="form-mark">
        {' '}
        ({required ? t('site.forms.common.required') : t('site.forms.common.optional')})
      </span>
    </>
  );
  const below = (
    <>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {field.error && (
        <p id={errorId} className="form-error">
          {field.error}
        </p>
      )}
    </>
  );
  return { id, describedBy, labelContent, below, invalid: field.error ? true : undefined };
};

type InputProps = Common & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  min?: string;
};

export const TextField = (props: InputProps) => {
  const { field, type = 'text', autoComplete, inputMode, maxLength, min, required } = props;
  const parts = useFieldParts(props);
  return (
    <div className="form-field">
      <label htmlFor={parts.id}>{parts.labelContent}</label>
      <input
        id={parts.id}
        name={field.name}
        type={type}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        aria-invalid={parts.invalid}
        aria-describedby={parts.describedBy}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
      />
      {parts.below}
    </div>
  );
};

export const TextAreaField = (props: Common & { maxLength: number; rows?: number; counter?: string }) => {
  const { field, maxLength, rows = 6, counter, required } = props;
  const parts = useFieldParts(props);
  return (
    <div className="form-field form-field-wide">
      <label htmlFor={parts.id}>{parts.labelContent}</label>
      <textarea
        id={parts.id}
        name={field.name}
        value={field.value}
        rows={rows}
        onChange={(e) => field.onChange(e.target.value)}
        aria-invalid={parts.invalid}
        aria-describedby={parts.describedBy}
        aria-required={required || undefined}
        maxLength={maxLength + 1}
      />
      {counter && <p className="form-counter">{counter}</p>}
      {parts.below}
    </div>
  );
};

export type Option = { value: string; label: string };

export const SelectField = (props: Common & { options: readonly Option[] }) => {
  const { t } = useTranslation();
  const { field, options, required } = props;
  const parts = useFieldParts(props);
  return (
    <div className="form-field">
      <label htmlFor={parts.id}>{parts.labelContent}</label>
      <select
        id={parts.id}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        aria-invalid={parts.invalid}
        aria-describedby={parts.describedBy}
        aria-required={required || undefined}
      >
        <option value="">{t('site.forms.common.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {parts.below}
    </div>
  );
};

/** Radio buttons in a fieldset; the legend names the question. */
export const RadioField = (props: Common & { options: readonly Option[] }) => {
  const { field, options } = props;
  const parts = useFieldParts(props);
  return (
    <fieldset className="form-field form-radios" aria-describedby={parts.describedBy}>
      <legend>{parts.labelContent}</legend>
      {options.map((o) => (
        <label key={o.value} className="form-choice">
          <input
            type="radio"
            name={field.name}
            value={o.value}
            checked={field.value === o.value}
            onChange={() => field.onChange(o.value)}
            aria-invalid={parts.invalid}
          />
          {o.label}
        </label>
      ))}
      {parts.below}
    </fieldset>
  );
};

export const YesNoField = (props: Common) => {
  const { t } = useTranslation();
  return (
    <RadioField
      {...props}
      options={[
        { value: 'no', label: t('site.forms.common.no') },
        { value: 'yes', label: t('site.forms.common.yes') },
      ]}
    />
  );
};

/** The privacy-policy consent every request form ends with. */
export const ConsentField = ({ field }: { field: FieldBinding }) => {
  const { t } = useTranslation();
  const id = useId();
  const [before, after] = t('site.forms.common.consent', { brand: brand.name, privacy: '{privacy}' }).split(
    '{privacy}',
  );
  return (
    <div className="form-field form-field-wide form-consent">
      <div className="form-choice">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          value="yes"
          checked={field.value === 'yes'}
          onChange={(e) => field.onChange(e.target.checked ? 'yes' : '')}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          {before}
          <Link to="/privacy-policy">{t('site.forms.common.privacyLink')}</Link>
          {after}
        </label>
      </div>
      {field.error && (
        <p id={`${id}-error`} className="form-error">
          {field.error}
        </p>
      )}
    </div>
  );
};

/**
 * The field people never see: off screen, out of the tab order and hidden from assistive
 * technology. Scripts that fill every input fill it too, and the server drops their message.
 */
export const Honeypot = () => {
  const { t } = useTranslation();
  return (
    <div className="form-trap" aria-hidden="true">
      <label>
        {t('site.forms.common.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
};

export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="form-section">
    <legend>{title}</legend>
    <div className="form-grid">{children}</div>
  </fieldset>
);

/** The message above the form after a refused send, announced to screen readers. */
export const FormAlert = ({ message }: { message: string }) => (
  <div className="form-alert" role="alert">
    {message}
  </div>
);

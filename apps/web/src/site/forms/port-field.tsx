import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../use-translation';
import type { FieldBinding } from './use-inquiry-form';

type PortOption = { code: string; unlocode: string; name: string; country: string };

type Props = {
  field: FieldBinding;
  label: string;
  hint: string;
  noMatch: string;
  kind: 'sea' | 'air';
};

/**
 * A type-ahead over the port list (ARIA combobox): typing asks the port search API, arrow keys
 * move through the answers, Enter or a click picks one and the field then holds its code.
 * A code typed in full (CNSHA, PVG) is accepted as it is.
 */
export const PortField = ({ field, label, hint, noMatch, kind }: Props) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(field.value);
  const [options, setOptions] = useState<PortOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answered, setAnswered] = useState('');
  const query = useRef('');

  // A reset of the form empties the field; the text shown follows.
  useEffect(() => {
    if (field.value === '') setText('');
  }, [field.value]);

  useEffect(() => {
    const q = text.trim();
    if (!open || q.length < 2) {
      setOptions([]);
      return;
    }
    query.current = q;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q, kind, lang: i18n.language, limit: '8' });
      fetch(`/api/inquiries/ports?${params}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? res.json() : { data: [] }))
        .then((body: { data?: PortOption[] }) => {
          if (query.current === q) {
            setOptions(body.data ?? []);
            setActive(-1);
            setAnswered(q);
          }
        })
        .catch(() => setOptions([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, kind, i18n.language]);

  const pick = (option: PortOption) => {
    setText(`${option.name} (${option.code})`);
    field.onChange(option.code);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showList = open && text.trim().length >= 2;
  return (
    <div className="form-field port-field">
      <label htmlFor={id}>
        {label}
        <span className="form-mark"> ({t('site.forms.common.required')})</span>
      </label>
      <input
        id={id}
        name={`${field.name}Text`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${hintId} ${errorId}` : hintId}
        aria-required
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          field.onChange(e.target.value.trim().toUpperCase());
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <input type="hidden" name={field.name} value={field.value} />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="port-options"
        hidden={!showList || options.length === 0}
      >
        {options.map((o, i) => (
          <div
            key={`${o.unlocode}-${o.code}`}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(o);
            }}
          >
            <span>{o.name}</span> <span className="port-code">{o.code}</span>{' '}
            <span className="port-country">{o.country}</span>
          </div>
        ))}
      </div>
      {showList && options.length === 0 && answered === text.trim() && (
        <p className="port-empty" role="status">
          {noMatch}
        </p>
      )}
      <p id={hintId} className="form-hint">
        {hint}
      </p>
      {field.error && (
        <p id={errorId} className="form-error">
          {field.error}
        </p>
      )}
    </div>
  );
};

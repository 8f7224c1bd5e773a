import { type Envelope, type PasswordProblem, passwordProblems } from '@tidemark/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Payload, post, RequestError } from '../../wire/request';

/**
 * Light form parts for the public access pages (no antd there). Browser-side checks use the same
 * zod schemas as the server; their issue messages are catalog keys, translated at render time so a
 * language switch re-words them. Server messages arrive translated: field messages from the
 * envelope's `errors` map, everything else as a banner. Typed values survive every error.
 */

export type MessageRef = { key: string; params?: Record<string, string | number> };
export type ClientErrors = Record<string, MessageRef>;

type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  maximum?: unknown;
  minimum?: unknown;
};
export type Checkable = {
  safeParse: (input: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

/** The catalog key of a zod issue, as the server's error handler chooses it. */
const issueMessage = (issue: Issue): MessageRef => {
  const isKey = issue.message.includes('.') && !issue.message.includes(' ');
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'validation.required' };
  if (isKey) return { key: issue.message };
  if (issue.code === 'too_big') return { key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') {
    return issue.input === ''
      ? { key: 'validation.required' }
      : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
  }
  return { key: 'validation.invalid' };
};

/** The first problem of each field, as catalog keys. */
export const schemaErrors = (schema: Checkable, values: unknown): ClientErrors => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: ClientErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issueMessage(issue);
  }
  return out;
};

export type Banner = { kind: 'error' | 'success' | 'info'; text: string };

/** POST that treats a handled refusal (result 'false') like an error, with its field messages. */
export const submitForm = async <T = unknown>(url: string, payload: Payload): Promise<Envelope<T>> => {
  const res = await post<T>(url, payload);
  if (res.result !== 'true') throw new RequestError(200, res, res.message);
  return res;
};

type Values = Record<string, string>;

export const useAccessForm = <V extends Values>(initial: V, check: (values: V) => ClientErrors) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [pending, setPending] = useState(false);
  const clientErrors = check(values);

  const errorFor = (name: keyof V & string): string | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    const own = clientErrors[name];
    return own && (submitted || touched.has(name)) ? t(own.key, own.params) : undefined;
  };

  const setValue = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  /** Empties a field and forgets it was visited (a spent verification code), without an error. */
  const resetField = (name: keyof V & string) => {
    setValue(name, '');
    setSubmitted(false);
    setTouched((s) => {
      const next = new Set(s);
      next.delete(name);
      return next;
    });
  };

  const bind = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errorFor(name),
    onChange: (value: string) => setValue(name, value),
    onBlur: () => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))),
  });

  const submit = (action: (values: V) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const form = e.currentTarget;
    setSubmitted(true);
    setBanner(null);
    if (Object.keys(clientErrors).length > 0) {
      setBanner({ kind: 'error', text: t('accountPages.form.fixErrors') });
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    try {
      await action(values);
    } catch (error) {
      const fieldErrors = error instanceof RequestError ? error.fieldErrors : {};
      setServerErrors(fieldErrors);
      const known = Object.keys(fieldErrors).filter((f) => f in values);
      const text = error instanceof RequestError ? error.message : t('http.network');
      setBanner({ kind: 'error', text: known.length > 0 ? t('accountPages.form.fixErrors') : text });
    } finally {
      setPending(false);
    }
  };

  return { values, setValue, resetField, bind, submit, banner, setBanner, pending };
};

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  optional?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  children?: ReactNode;
};

export const TextField = ({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  autoComplete,
  required,
  optional,
  autoFocus,
  maxLength,
  children,
}: FieldProps) => {
  const { t } = useTranslation();
  const id = `f-${name}-${useId()}`;
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  return (
    <div className={`acc-field${error ? ' acc-field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="acc-optional"> {t('accountPages.fields.optional')}</span>}
      </label>
      <div className="acc-input-row">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // biome-ignore lint/a11y/noAutofocus: the first field of a single-purpose sign-in form
          autoFocus={autoFocus}
          maxLength={maxLength}
          spellCheck={false}
        />
        {isPassword && (
          <button
            type="button"
            className="acc-reveal"
            aria-pressed={shown}
            aria-label={t(shown ? 'accountPages.password.hide' : 'accountPages.password.show')}
            title={t(shown ? 'accountPages.password.hide' : 'accountPages.password.show')}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon crossed={shown} />
          </button>
        )}
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="acc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="acc-field-error">
          {error}
        </p>
      )}
    </div>
  );
};

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinejoin="round"
    />
    <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.7" />
    {crossed && <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />}
  </svg>
);

type SelectFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

export const SelectField = ({ name, label, value, onChange, options, error }: SelectFieldProps) => {
  const id = `f-${name}-${useId()}`;
  return (
    <div className={`acc-field${error ? ' acc-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="acc-field-error">
          {error}
        </p>
      )}
    </div>
  );
};

const RULE_LABELS: Record<PasswordProblem, string> = {
  length: 'accountPages.password.length',
  classes: 'accountPages.password.classes',
  containsUserName: 'accountPages.password.userName',
};

/** SPEC §5 password rules, ticked off as the user types. */
export const PasswordRules = ({ password, userName }: { password: string; userName?: string | undefined }) => {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password, userName));
  const rules: PasswordProblem[] = userName ? ['length', 'classes', 'containsUserName'] : ['length', 'classes'];
  return (
    <div className="acc-rules">
      <p className="acc-rules-title">{t('accountPages.password.rulesTitle')}</p>
      <ul>
        {rules.map((rule) => {
          const met = password.length > 0 && !problems.has(rule);
          return (
            <li key={rule} className={met ? 'acc-rule-met' : undefined}>
              <span className="acc-rule-mark" aria-hidden="true" />
              {t(RULE_LABELS[rule])}
              <span className="visually-hidden">
                {' '}
                ({t(met ? 'accountPages.password.met' : 'accountPages.password.unmet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

export const FormBanner = ({ banner }: { banner: Banner | null }) =>
  banner ? (
    <div className={`acc-banner acc-banner-${banner.kind}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
      {banner.text}
    </div>
  ) : null;

export const SubmitButton = ({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) => (
  <button type="submit" className="acc-submit" disabled={pending} aria-busy={pending || undefined}>
    {pending && <span className="tm-spinner tm-spinner-small" aria-hidden="true" />}
    {pending ? pendingLabel : label}
  </button>
);

/** A finished step: a check mark, a title and the server's message, with where to go next. */
export const DonePanel = ({ title, text, children }: { title: string; text: string; children?: ReactNode }) => (
  <div className="acc-done" role="status">
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#e3f4f1" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="#0f7c73" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
    <h1>{title}</h1>
    <p>{text}</p>
    {children}
  </div>
);

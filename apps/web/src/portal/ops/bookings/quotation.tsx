import { useQuery } from '@tanstack/react-query';
import { type QuotationWarning, quotationWarningKey, quotationWarnings } from '@tidemark/domain/pricing/index';
import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { post, RequestError } from '../../../wire/request';

/** A quotation as the picker answers it, with the terms the checks compare. */
export type PickedQuotation = {
  id: number;
  quotationNo: string;
  carrierCode: string | null;
  carrierName: string | null;
  spaceType: string;
  equipment: string | null;
  fromCode: string;
  toCode: string;
  validFrom: string;
  validUntil: string;
};

/** A warning as the server's refusal lists it: its code and its texts in both languages. */
export type RefusedWarning = { code: string; text: Record<string, string>; detail: Record<string, string> };

/** The warnings of a refusal that asks for their confirmation, or null for any other failure. */
export const refusedWarnings = (error: unknown): RefusedWarning[] | null => {
  if (!(error instanceof RequestError)) return null;
  const data = error.body?.data as { quotationWarnings?: RefusedWarning[] } | null | undefined;
  return data?.quotationWarnings && data.quotationWarnings.length > 0 ? data.quotationWarnings : null;
};

/**
 * The customer's confirmed quotations a booking may name, for the page the booking is written on;
 * a customer's own company answers for a customer, so it names none.
 */
export const useQuotations = (view: string, companyId: unknown, customer: boolean) => {
  const id = companyId === null || companyId === undefined || companyId === '' ? null : Number(companyId);
  return useQuery({
    queryKey: ['pricing', 'bookingQuotations', view, customer ? 'own' : id],
    queryFn: ({ signal }) =>
      post<PickedQuotation[]>(
        '/api/pricing/checks/quotations',
        { view, companyId: customer || id === null ? '' : String(id) },
        { signal },
      ),
    enabled: customer || (id !== null && Number.isInteger(id) && id > 0),
    meta: { quiet: true },
  });
};

/** The quotation picker of the booking form: the customer's confirmed quotations, or none. */
export const QuotationSelect = ({
  id,
  value,
  onChange,
  quotations,
  loading,
}: {
  /** The form item's id, so the field's label names and focuses the picker. */
  id?: string;
  value?: string | number | null;
  onChange?: (value: string) => void;
  quotations: readonly PickedQuotation[];
  loading: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      value={value === null || value === undefined || value === '' ? undefined : Number(value)}
      onChange={(v) => onChange?.(v === undefined || v === null ? '' : String(v))}
      placeholder={t('pricing.checks.screen.none')}
      aria-label={t('pricing.checks.screen.quotation')}
      options={quotations.map((q) => ({
        value: q.id,
        label: t('pricing.checks.screen.option', {
          quotationNo: q.quotationNo,
          carrier: q.carrierName ?? q.carrierCode ?? '—',
          lane: `${q.fromCode} → ${q.toCode}`,
          equipment: q.equipment ?? '—',
          validFrom: q.validFrom,
          validUntil: q.validUntil,
        }),
      }))}
    />
  );
};

/** The warnings of the booking as it stands against the chosen quotation: the rule the server enforces. */
export const liveWarnings = (
  values: Record<string, unknown>,
  quotation: PickedQuotation | undefined,
  containerTypes: readonly string[],
): QuotationWarning[] | null =>
  quotation
    ? quotationWarnings(
        {
          carrierCode: values.carrierCode as string | null,
          spaceType: values.spaceType as string | null,
          originPort: values.originPort as string | null,
          etd: values.etd as string | null,
          cargoReadyDate: values.cargoReadyDate as string | null,
          containerTypes,
        },
        quotation,
        new Date().toISOString().slice(0, 10),
      )
    : null;

/** The quotation checks beside the form: each warning with what it compared, shown before saving. */
export const QuotationChecks = ({ warnings }: { warnings: readonly QuotationWarning[] | null }) => {
  const { t } = useTranslation();
  if (warnings === null) return <p className="bk-quotation-none">{t('pricing.checks.screen.noQuotation')}</p>;
  if (warnings.length === 0) return <Alert type="success" showIcon title={t('pricing.checks.screen.noWarnings')} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('pricing.checks.screen.warningsTitle')}
      description={
        <ul className="bk-quotation-warnings">
          {warnings.map((w) => (
            <li key={w.code} data-warning={w.code}>
              <strong>{t(quotationWarningKey(w.code))}</strong> {t(`pricing.checks.details.${w.code}`, w.params)}
            </li>
          ))}
        </ul>
      }
    />
  );
};

/** The refusal's warnings in the reader's language, for the confirmation dialog. */
export const WarningList = ({ warnings, lang }: { warnings: readonly RefusedWarning[]; lang: string }) => (
  <ul className="bk-quotation-warnings">
    {warnings.map((w) => (
      <li key={w.code} data-warning={w.code}>
        <strong>{w.text[lang] ?? w.text.en_us}</strong> {w.detail[lang] ?? w.detail.en_us}
      </li>
    ))}
  </ul>
);

import type { CustomerDataStatus } from '@tidemark/domain/customers/statuses';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { type Dictionary, useDictionary } from '../engine/dictionary';
import { formatDateTime } from '../shell/format';

/** The dictionaries the customer screens show values of. */
export type CustomerDictionaries = {
  region: Dictionary;
  status: Dictionary;
  branch: Dictionary;
  country: Dictionary;
  purpose: Dictionary;
  /** By dictionary key, for fields that name their dictionary. */
  byKey: (dict: string) => Dictionary | undefined;
};

export const useCustomerDictionaries = (): CustomerDictionaries => {
  const region = useDictionary('customer_region');
  const status = useDictionary('customer_data_status');
  const branch = useDictionary('branch_office');
  const country = useDictionary('country');
  const purpose = useDictionary('org_code_purpose');
  return useMemo(() => {
    const map: Record<string, Dictionary> = {
      customer_region: region,
      customer_data_status: status,
      branch_office: branch,
      country,
      org_code_purpose: purpose,
    };
    return { region, status, branch, country, purpose, byKey: (dict: string) => map[dict] };
  }, [region, status, branch, country, purpose]);
};

const STATUS_COLORS: Record<CustomerDataStatus, string> = {
  valid: 'success',
  obsolete: 'default',
  replaced: 'warning',
};

export const StatusTag = ({ status, dictionaries }: { status: string; dictionaries: CustomerDictionaries }) => (
  <Tag color={STATUS_COLORS[status as CustomerDataStatus] ?? 'default'} className="cu-status" data-status={status}>
    {dictionaries.status.labelOf(status)}
  </Tag>
);

/** A field value as text: dictionary labels, dates in the reader's zone, yes/no; blank shows a dash. */
export const valueText = (
  value: unknown,
  type: string,
  dict: string | undefined,
  dictionaries: CustomerDictionaries,
  t: TFunction,
  lang: string,
): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'boolean') return value === true || value === 'true' ? t('customersUi.yes') : t('customersUi.no');
  if (type === 'datetime') return formatDateTime(String(value), lang);
  if (dict) return dictionaries.byKey(dict)?.labelOf(value) || String(value);
  return String(value);
};

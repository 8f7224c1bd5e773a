import type { EcommerceCheckResult } from '@tidemark/domain/site/site-data/ecommerce-rules';

export type CheckOutcome =
  | { readonly ok: true; readonly data: EcommerceCheckResult }
  | { readonly ok: false; readonly message: string; readonly errors: Readonly<Record<string, string>> };

/**
 * Sends the check form (form-encoded, one `box` field per box, with the language) and reads the
 * answer. Public pages call fetch directly so the portal's request layer stays out of their bundle.
 */
export const checkParcel = async (fields: {
  warehouse: string;
  goodsValue: string;
  currency: string;
  box: readonly string[];
  recipient: string;
  lang: string;
}): Promise<CheckOutcome> => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, String(v));
  }
  body.append('lg', fields.lang);
  try {
    const res = await fetch('/api/site/ecommerce/check', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const answer = (await res.json().catch(() => null)) as {
      success?: boolean;
      data?: EcommerceCheckResult;
      message?: string;
      errors?: Record<string, string>;
    } | null;
    if (res.ok && answer?.success && answer.data) return { ok: true, data: answer.data };
    return { ok: false, message: answer?.message ?? '', errors: answer?.errors ?? {} };
  } catch {
    return { ok: false, message: '', errors: {} };
  }
};

import type { Envelope } from '@tidemark/domain';
import { i18n } from '../../i18n';
import { type Payload, RequestError, wireFields } from '../../wire/request';

const fileNameOf = (disposition: string | null, fallback: string): string => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
};

/**
 * Downloads an export (POST /api/engine/<resource>/export): the .xlsx the server streams, saved
 * under its own name. An envelope instead of a file carries the reason ('No files to download.').
 */
export const downloadExport = async (url: string, payload: Payload, fallbackName: string): Promise<void> => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...payload, ...wireFields() })) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) body.append(key, String(v));
    else body.append(key, String(value));
  }
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new RequestError(0, null, i18n.t('http.network'));
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await res.json().catch(() => null)) as Envelope | null;
    throw new RequestError(res.status, envelope, envelope?.message || i18n.t('http.unknown', { status: res.status }));
  }
  if (!res.ok) throw new RequestError(res.status, null, i18n.t('http.unknown', { status: res.status }));
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};

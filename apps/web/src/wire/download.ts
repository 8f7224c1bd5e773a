import { currentLanguage } from '../i18n';
import { sessionValue } from './storage';

/** The file name a Content-Disposition header gives: the UTF-8 form first, then the plain one. */
export const dispositionName = (disposition: string | null, fallback: string): string => {
  const encoded = disposition ? /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition) : null;
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: the plain one below still serves.
    }
  }
  const plain = disposition ? /filename\s*=\s*"([^"]+)"/i.exec(disposition) : null;
  return plain?.[1]?.trim() || fallback;
};

/**
 * Downloads a file the server makes for the signed-in user (a document as PDF): a GET carrying
 * the session as every signed-in call does, in the page's language, handed to the browser as a
 * download. A refusal (404, 403) throws with the server's message, for the page to show.
 */
export const downloadFile = async (path: string, query: Readonly<Record<string, string>>): Promise<string> => {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries({ ...query, lang: currentLanguage() })) url.searchParams.set(k, v);
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { 'x-sid': sessionValue('token') ?? '' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || res.statusText || String(res.status));
  }
  const name = dispositionName(res.headers.get('content-disposition'), path.split('/').pop() ?? 'download');
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has taken the file; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
};

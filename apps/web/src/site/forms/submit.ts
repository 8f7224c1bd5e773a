/** What a form POST came back with: the data, or the server's message and field errors. */
export type SubmitResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/**
 * A form-encoded POST to the inquiries API (SPEC §7: POSTs are form-encoded and carry the
 * language). Public pages use fetch directly, so the portal's request layer stays out of the
 * public bundle.
 */
export const postForm = async <T>(url: string, fields: Record<string, string>): Promise<SubmitResult<T>> => {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => null)) as {
      success?: boolean;
      data?: T;
      message?: string;
      errors?: Record<string, string>;
    } | null;
    if (res.ok && body?.success) return { ok: true, data: body.data as T };
    return { ok: false, status: res.status, message: body?.message ?? '', errors: body?.errors ?? {} };
  } catch {
    return { ok: false, status: 0, message: '', errors: {} };
  }
};

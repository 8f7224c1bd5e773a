/**
 * The response envelope every API route answers with (DESIGN "Data flows one way").
 * `result` is the string 'true' or 'false' as SPEC §7 expects; `errors` maps field names to
 * messages already translated into the request's language.
 */
export type Envelope<T = unknown> = {
  success: boolean;
  result: 'true' | 'false' | '';
  message: string;
  data: T;
  errors?: Record<string, string>;
};

/** Names of the request fields SPEC §7 adds to every call. */
export const WIRE_FIELDS = ['__sid', 'dlg', 'lg', 'lang'] as const;

/** SPEC §8 HTTP statuses that have their own message. */
export const HTTP_MESSAGE_STATUSES = [400, 401, 403, 404, 408, 429, 500, 501, 502, 503, 504, 505] as const;

export const httpMessageKey = (status: number): string =>
  (HTTP_MESSAGE_STATUSES as readonly number[]).includes(status) ? `http.${status}` : 'http.unknown';

export type ResponseVerdict = 'pass' | 'permission-alert' | 'resolve';

/**
 * SPEC §8 response rule: pass through on success or the not-logged-in message; an empty result
 * with the permission-insufficient message raises the Notice alert that leads to /login;
 * anything else resolves normally for the caller to read.
 */
export const responseVerdict = (
  body: Pick<Envelope, 'success' | 'result' | 'message'>,
  texts: { notLoggedIn: readonly string[]; permissionInsufficient: readonly string[] },
): ResponseVerdict => {
  if (body.success === true || texts.notLoggedIn.includes(body.message)) return 'pass';
  if (!body.result && texts.permissionInsufficient.some((t) => body.message.includes(t))) return 'permission-alert';
  return 'resolve';
};

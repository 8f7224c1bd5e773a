/** An error the client should see: HTTP status, a catalog key and optional field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
    readonly fieldKeys?: Record<string, string>,
    /** Sent as Retry-After with a 429. */
    readonly retryAfterSeconds?: number,
    /** What the client needs to act on the refusal (the warnings a write must confirm), as `data`. */
    readonly data?: unknown,
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey = 'http.400', fieldKeys?: Record<string, string>) =>
  new AppError(400, messageKey, undefined, fieldKeys);
export const unauthorized = () => new AppError(401, 'messages.notLoggedIn');
export const forbidden = () => new AppError(403, 'messages.permissionInsufficient');
export const notFound = (messageKey = 'messages.noResult') => new AppError(404, messageKey);
export const conflict = (messageKey = 'messages.dataChanged') => new AppError(409, messageKey);
export const tooManyRequests = (messageKey = 'http.429', retryAfterSeconds?: number) =>
  new AppError(429, messageKey, undefined, undefined, retryAfterSeconds);

import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: a session id, a one-time hand-off token, a password. */
const SECRET_PARAMS = /([?&](?:__sid|token|password|code)=)[^&#]*/gi;

/** A request address as the log may keep it: secret parameters written as [redacted]. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, (_m, name: string) => `${name}[redacted]`);

/** What the request log records of a request: never its cookies, authorization or secret parameters. */
export const requestLogFields = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

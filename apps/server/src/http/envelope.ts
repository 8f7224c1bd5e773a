import type { Envelope } from '@tidemark/domain';

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ success: true, result: 'true', message, data });

/** A handled refusal that is not an HTTP error (SPEC §7 answers result 'false' with a message). */
export const refused = <T = null>(message: string, data: T = null as T): Envelope<T> => ({
  success: false,
  result: 'false',
  message,
  data,
});

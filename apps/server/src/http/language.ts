import { isLanguage, type Language, languageFromAcceptHeader, languageFromTag } from '@tidemark/domain';
import type { FastifyRequest } from 'fastify';

const field = (source: unknown, name: string): unknown =>
  source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;

/**
 * The request's language: the lang/lg fields every call carries (SPEC §7), then the
 * Accept-Language header, then the configured default.
 */
export const requestLanguage = (req: FastifyRequest, fallback: Language): Language => {
  for (const source of [req.body, req.query]) {
    for (const name of ['lang', 'lg']) {
      const value = field(source, name);
      if (isLanguage(value)) return value;
      if (typeof value === 'string') {
        const mapped = languageFromTag(value);
        if (mapped) return mapped;
      }
    }
  }
  return languageFromAcceptHeader(req.headers['accept-language']) ?? fallback;
};

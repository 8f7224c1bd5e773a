import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashSecret } from './tokens';

export const CAPTCHA_COOKIE = 'tm_cap';
export const CAPTCHA_TTL_MS = 2 * 60_000;

/** A new image captcha: the SVG draws glyphs as paths, so the answer is not in the markup. */
export const createCaptcha = async (app: FastifyInstance): Promise<{ id: string; svg: string }> => {
  // Loaded on first use: its fonts cost start-up time that most processes never need.
  const { default: svgCaptcha } = await import('svg-captcha');
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f4f7f9',
  });
  const id = randomBytes(18).toString('base64url');
  await app.database.query('DELETE FROM captchas WHERE expires_at < now()');
  await app.database.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    id,
    hashSecret(text.toLowerCase()),
    new Date(Date.now() + CAPTCHA_TTL_MS),
  ]);
  return { id, svg: data };
};

/** Case-insensitive, single use (consumed even when wrong), and only within two minutes. */
export const consumeCaptcha = async (
  app: FastifyInstance,
  id: string | undefined,
  answer: string,
): Promise<boolean> => {
  if (!id) return false;
  const rows = await app.database.query<{ answer_hash: string }>(
    'UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING answer_hash',
    [id],
  );
  const row = rows[0];
  return !!row && row.answer_hash === hashSecret(answer.trim().toLowerCase());
};

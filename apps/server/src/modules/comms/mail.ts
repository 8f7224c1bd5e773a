import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  /** Files sent with the mail through SMTP (a quotation's PDF); the outbox keeps the text only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

let transport: Transporter | undefined;

/**
 * Every mail is written to the outbox first, so nothing is lost and administrators can read it;
 * with SMTP_URL set it is also sent, and the outbox row records the result.
 */
export const sendMail = async (app: FastifyInstance, mail: Mail): Promise<number> => {
  const rows = await app.database.query<{ id: number }>(
    'INSERT INTO mail_outbox (to_address, subject, body_text, purpose) VALUES ($1, $2, $3, $4) RETURNING id',
    [mail.to, mail.subject, mail.text, mail.purpose],
  );
  const id = rows[0]?.id as number;
  const url = app.config.smtpUrl;
  if (url) {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport = nodemailer.createTransport(url);
    }
    try {
      await transport.sendMail({ from: process.env.MAIL_FROM ?? `no-reply@${app.config.brandSlug}.example`, ...mail });
      await app.database.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]);
    } catch (error) {
      app.log.error({ err: error }, 'mail not sent');
      await app.database.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [
        id,
        String((error as Error).message).slice(0, 500),
      ]);
    }
  }
  return id;
};

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@tidemark/domain';
import {
  addBusinessDays,
  isoDate,
  SPEAKING_UP_RESPONSE_BUSINESS_DAYS,
  type SpeakingUpCaseView,
  type SpeakingUpReport,
  type SpeakingUpStatus,
} from '@tidemark/domain/site/forms/index';
import type { FastifyInstance } from 'fastify';
import { sendMail } from '../../comms';
import { nextReference } from './references';
import { confirmationText } from './service';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 128 random bits as 26 base-32 characters (RFC 4648: letters and the digits 2 to 7, no 0 or 1). */
const newKey = (): string => {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

/** Shown in groups so it can be written down: ABCDE-FGHIJ-... */
const grouped = (key: string) => key.match(/.{1,5}/g)?.join('-') ?? key;

const hashKey = (normalizedKey: string) => createHash('sha256').update(normalizedKey).digest('hex');

/** Answer due date: 30 business days after the (UTC) day of the report. */
export const dueOn = (createdAt: Date): string =>
  addBusinessDays(isoDate(createdAt), SPEAKING_UP_RESPONSE_BUSINESS_DAYS);

export const createReport = async (
  app: FastifyInstance,
  report: SpeakingUpReport,
  lang: Language,
): Promise<{ caseNumber: string; key: string; dueOn: string }> => {
  const now = new Date();
  const caseNumber = await nextReference(app.database, 'speakingUp', now);
  const key = newKey();
  const named = report.identity === 'named';
  const rows = await app.database.query<{ created_at: Date }>(
    `INSERT INTO speaking_up_reports
       (case_number, key_hash, anonymous, reporter_name, reporter_email, category, country, description, events_date, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING created_at`,
    [
      caseNumber,
      hashKey(key),
      !named,
      named ? report.name : null,
      named ? report.email : null,
      report.category,
      report.country,
      report.description,
      report.eventsDate || null,
      lang,
    ],
  );
  const due = dueOn(new Date(rows[0]?.created_at ?? now));
  if (named) {
    const mail = confirmationText(app, lang, 'speakingUp', report.name, { reference: caseNumber, dueOn: due });
    await sendMail(app, { to: report.email, ...mail, purpose: 'speaking-up' });
  }
  return { caseNumber, key: grouped(key), dueOn: due };
};

type ReportRow = { id: number; key_hash: string; status: SpeakingUpStatus; created_at: Date };

// Compared against when the case number is unknown, so both answers take the same work.
const NO_CASE_HASH = hashKey('no-such-case');

/**
 * The report behind a case number and key, or null. An unknown case and a wrong key give the
 * same null after the same comparison, so the answer does not tell which case numbers exist.
 */
export const findReport = async (app: FastifyInstance, caseNumber: string, key: string): Promise<ReportRow | null> => {
  const rows = await app.database.query<ReportRow>(
    'SELECT id, key_hash, status, created_at FROM speaking_up_reports WHERE case_number = $1',
    [caseNumber],
  );
  const row = rows[0];
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(row?.key_hash ?? NO_CASE_HASH, 'hex');
  const match = timingSafeEqual(given, stored);
  return row && match ? row : null;
};

export const caseView = async (
  app: FastifyInstance,
  caseNumber: string,
  row: ReportRow,
): Promise<SpeakingUpCaseView> => {
  const messages = await app.database.query<{ author: 'reporter' | 'ethics'; body: string; created_at: Date }>(
    'SELECT author, body, created_at FROM speaking_up_messages WHERE report_id = $1 ORDER BY created_at, id',
    [row.id],
  );
  const createdAt = new Date(row.created_at);
  return {
    caseNumber,
    status: row.status,
    submittedOn: isoDate(createdAt),
    dueOn: dueOn(createdAt),
    messages: messages.map((m) => ({ from: m.author, at: new Date(m.created_at).toISOString(), text: m.body })),
  };
};

export const addReporterMessage = async (app: FastifyInstance, reportId: number, body: string): Promise<void> => {
  await app.database.query(`INSERT INTO speaking_up_messages (report_id, author, body) VALUES ($1, 'reporter', $2)`, [
    reportId,
    body,
  ]);
};

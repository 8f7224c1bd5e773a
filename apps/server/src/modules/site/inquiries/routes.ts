import { airportByIata, COUNTRIES, countryByCode, type Language, PORTS, type Port } from '@tidemark/domain';
import {
  airBookingSchema,
  contactSchema,
  FORM_ERRORS,
  followUpMessageSchema,
  followUpSchema,
  HONEYPOT_FIELD,
  quoteRequestSchema,
  speakingUpSchema,
} from '@tidemark/domain/site/forms/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { route } from '../../../http/route';
import { storeInquiry } from './service';
import { addReporterMessage, caseView, createReport, findReport } from './speaking-up';

/** Submissions per minute and client address: enough for an office behind one address, too few for a script. */
const SUBMISSIONS_PER_MINUTE = 10;
/** Follow-up look-ups per minute and address: a key cannot be guessed at this pace. */
const FOLLOW_UPS_PER_MINUTE = 10;

const knownPort = (code: string) => PORTS.some((p) => p.unlocode === code);

// The page cannot check codes against the port list it does not ship; the server adds that.
const quoteWithKnownPorts = quoteRequestSchema.superRefine((v, ctx) => {
  for (const field of ['origin', 'destination'] as const) {
    if (!knownPort(v[field])) ctx.addIssue({ code: 'custom', path: [field], message: FORM_ERRORS.unknownPort });
  }
});
const airBookingWithKnownAirports = airBookingSchema.superRefine((v, ctx) => {
  for (const field of ['origin', 'destination'] as const) {
    if (!airportByIata.has(v[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: FORM_ERRORS.unknownAirport });
    }
  }
});
const speakingUpWithKnownCountry = speakingUpSchema.superRefine((v, ctx) => {
  if (!countryByCode.has(v.country))
    ctx.addIssue({ code: 'custom', path: ['country'], message: FORM_ERRORS.unknownCountry });
});

/** A filled honeypot is a bot: answer as if accepted, store nothing, send nothing. */
const honeypot = (req: FastifyRequest): unknown => {
  const value = (req.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '' ? ok({ reference: null }) : undefined;
};

const portQuery = z.object({
  q: z.string().trim().max(60).optional().default(''),
  kind: z.enum(['sea', 'air']).optional().default('sea'),
  limit: z.coerce.number().int().min(1).max(20).optional().default(10),
});

const portLabel = (p: Port, lang: Language) => (lang === 'zh_cn' ? p.nameZh : p.name);

/** Ports whose code, IATA code or name (either language) starts with or contains the text; starts first. */
const searchPorts = (q: string, kind: 'sea' | 'air', limit: number) => {
  const text = q.toLowerCase();
  const scored: { port: Port; score: number }[] = [];
  for (const port of PORTS) {
    if (port.kind !== kind) continue;
    const codes = [port.unlocode, port.iata ?? ''].map((c) => c.toLowerCase());
    const names = [port.name.toLowerCase(), port.nameZh];
    let score = -1;
    if (text === '') score = 3;
    else if (codes.includes(text)) score = 0;
    else if (codes.some((c) => c.startsWith(text)) || names.some((n) => n.startsWith(text))) score = 1;
    else if (names.some((n) => n.includes(text))) score = 2;
    if (score >= 0) scored.push({ port, score });
  }
  scored.sort((a, b) => a.score - b.score || a.port.name.localeCompare(b.port.name));
  return scored.slice(0, limit).map((s) => s.port);
};

/** The public forms: contact, quotation and air booking requests, Speaking Up reports and their follow-up. */
export const registerInquiryRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/inquiries/ports',
    permission: 'public',
    summary: 'Seaports (UN/LOCODE) or airports (IATA) matching a typed text, for the type-ahead of the forms',
    tags: ['inquiries'],
    query: portQuery,
    rateLimitPerMinute: 120,
    handler: async ({ query, lang }) =>
      ok(
        searchPorts(query.q, query.kind, query.limit).map((p) => ({
          code: query.kind === 'air' ? (p.iata ?? p.unlocode) : p.unlocode,
          unlocode: p.unlocode,
          name: portLabel(p, lang),
          country: p.country,
        })),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/api/inquiries/countries',
    permission: 'public',
    summary: 'Countries and territories with names in the language, for the Speaking Up form',
    tags: ['inquiries'],
    query: z.object({ lang: z.string().optional() }),
    handler: async ({ lang }) =>
      ok(
        COUNTRIES.map((c) => ({ code: c.code, name: lang === 'zh_cn' ? c.nameZh : c.nameEn })).sort((a, b) =>
          a.name.localeCompare(b.name, lang === 'zh_cn' ? 'zh-CN' : 'en'),
        ),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/api/inquiries/contact',
    permission: 'public',
    summary: 'A contact message; answers its reference and mails the sender a confirmation',
    tags: ['inquiries'],
    body: contactSchema,
    rateLimitPerMinute: SUBMISSIONS_PER_MINUTE,
    answerEarly: honeypot,
    handler: async ({ body, lang }) => ok(await storeInquiry(app, { kind: 'contact', request: body }, lang)),
  });

  route(app, {
    method: 'POST',
    url: '/api/inquiries/quote',
    permission: 'public',
    summary: 'An online quotation request for sales (status new); answers its QR reference',
    tags: ['inquiries'],
    body: quoteWithKnownPorts,
    rateLimitPerMinute: SUBMISSIONS_PER_MINUTE,
    answerEarly: honeypot,
    handler: async ({ body, lang }) => ok(await storeInquiry(app, { kind: 'quote', request: body }, lang)),
  });

  route(app, {
    method: 'POST',
    url: '/api/inquiries/air-booking',
    permission: 'public',
    summary: 'An air booking request with its chargeable weight; answers its AB reference',
    tags: ['inquiries'],
    body: airBookingWithKnownAirports,
    rateLimitPerMinute: SUBMISSIONS_PER_MINUTE,
    answerEarly: honeypot,
    handler: async ({ body, lang }) => ok(await storeInquiry(app, { kind: 'airBooking', request: body }, lang)),
  });

  route(app, {
    method: 'POST',
    url: '/api/inquiries/speaking-up',
    permission: 'public',
    summary: 'A Speaking Up report, anonymous or named; answers the case number and the follow-up key (shown once)',
    tags: ['inquiries'],
    body: speakingUpWithKnownCountry,
    rateLimitPerMinute: SUBMISSIONS_PER_MINUTE,
    answerEarly: honeypot,
    handler: async ({ body, lang }) => ok(await createReport(app, body, lang)),
  });

  const caseNotFound = () => new AppError(404, 'site.forms.errors.caseNotFound');

  route(app, {
    method: 'POST',
    url: '/api/inquiries/speaking-up/case',
    permission: 'public',
    summary: 'Status, due date and messages of a Speaking Up case, for the holder of its key',
    tags: ['inquiries'],
    body: followUpSchema,
    handler: async ({ req, body }) => {
      await app.rateLimit(req, 'speaking-up-follow-up', FOLLOW_UPS_PER_MINUTE);
      const report = await findReport(app, body.caseNumber, body.key);
      if (!report) throw caseNotFound();
      return ok(await caseView(app, body.caseNumber, report));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/inquiries/speaking-up/message',
    permission: 'public',
    summary: 'The reporter adds information to a Speaking Up case; answers the updated case',
    tags: ['inquiries'],
    body: followUpMessageSchema,
    handler: async ({ req, body }) => {
      await app.rateLimit(req, 'speaking-up-follow-up', FOLLOW_UPS_PER_MINUTE);
      const report = await findReport(app, body.caseNumber, body.key);
      if (!report) throw caseNotFound();
      await addReporterMessage(app, report.id, body.message);
      return ok(await caseView(app, body.caseNumber, report));
    },
  });
};

import {
  INSTANT_EQUIPMENT,
  type InstantQuery,
  instantQuerySchema,
  type RankedOffer,
} from '@tidemark/domain/pricing/instant/ranking';
import type { SiteDataContext } from '../route-types';

/** The question as the search form shows it: what the address says, the day today when it says none. */
export type InstantFields = {
  readonly pol: string;
  readonly pod: string;
  readonly date: string;
  readonly equipment: string;
  readonly containers: string;
  readonly weightKg: string;
  readonly volumeCbm: string;
};

/** What /online-quotations shows under its search form: nothing asked yet, refusals by field, the rates, or a failure. */
export type InstantState = { readonly fields: InstantFields } & (
  | { readonly state: 'empty' }
  | { readonly state: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | { readonly state: 'done'; readonly question: InstantQuery; readonly offers: readonly RankedOffer[] }
  | { readonly state: 'error'; readonly messageKey: string }
);

type Envelope = { success: boolean; data?: { offers?: RankedOffer[] } };

/** The site's words for the shared schema's refusals (the portal's catalog is not shipped to the site). */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  'pricing.instant.errors.unlocode': 'site.instantQuote.errors.unlocode',
  'pricing.instant.errors.samePorts': 'site.instantQuote.errors.samePorts',
  'pricing.instant.errors.weightNeeded': 'site.instantQuote.errors.weightNeeded',
  'pricing.instant.errors.sizeNeeded': 'site.instantQuote.errors.sizeNeeded',
  'validation.invalid': 'site.instantQuote.errors.date',
  'validation.number': 'site.instantQuote.errors.number',
};

const today = (): string => new Date().toISOString().slice(0, 10);

/** The search fields of an address; the day defaults to today, equipment to a 40' high cube. */
export const fieldsOf = (search: URLSearchParams, day = today()): InstantFields => {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const equipment = text('equipment');
  return {
    pol: text('pol').toUpperCase(),
    pod: text('pod').toUpperCase(),
    date: text('date') || day,
    equipment: (INSTANT_EQUIPMENT as readonly string[]).includes(equipment) ? equipment : '40HC',
    containers: text('containers') || '1',
    weightKg: text('weightKg'),
    volumeCbm: text('volumeCbm'),
  };
};

/**
 * /online-quotations?pol=…&pod=…: the question checked by the same schema as the API first, so a
 * wrong code is said next to its field and never costs a call; then the rates in force, asked
 * from the public instant quote (on the server for the first HTML, so a shared link opens with
 * its answer).
 */
export const loadInstantRates = async (ctx: SiteDataContext): Promise<InstantState> => {
  const fields = fieldsOf(ctx.search);
  if (!fields.pol && !fields.pod) return { fields, state: 'empty' };
  const parsed = instantQuerySchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= ERROR_KEYS[issue.message] ?? 'site.instantQuote.errors.required';
    }
    return { fields, state: 'invalid', errors };
  }
  const question = parsed.data;
  const query: Record<string, string> = {
    pol: question.pol,
    pod: question.pod,
    date: question.date,
    equipment: question.equipment,
    containers: String(question.containers),
    ...(question.weightKg ? { weightKg: question.weightKg } : {}),
    ...(question.volumeCbm ? { volumeCbm: question.volumeCbm } : {}),
  };
  try {
    const body = await ctx.get<Envelope>('/api/pricing/instant', { ...query, lang: ctx.lang });
    if (!body.success || !body.data?.offers) return { fields, state: 'error', messageKey: 'site.instantQuote.failed' };
    return { fields, state: 'done', question, offers: body.data.offers };
  } catch (error) {
    // Both ways of asking reject a refused call with its status in the message; 429 is the per-address limit.
    const limited = error instanceof Error && /answered 429$/.test(error.message);
    return {
      fields,
      state: 'error',
      messageKey: limited ? 'site.instantQuote.rateLimited' : 'site.instantQuote.failed',
    };
  }
};

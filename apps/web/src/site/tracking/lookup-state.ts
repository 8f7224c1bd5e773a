import type { LookupAnswer } from '@tidemark/domain/tracking/lookup';
import { MAX_LOOKUP_NUMBERS, parseTrackingNumbers } from '@tidemark/domain/tracking/numbers';
import type { SiteDataContext } from '../route-types';
import type { LookupState } from './results';

type Envelope = { success: boolean; data: LookupAnswer | null };

const ask = async (ctx: SiteDataContext, path: string, query: Record<string, string>): Promise<LookupState> => {
  try {
    const body = await ctx.get<Envelope>(path, { ...query, lang: ctx.lang });
    if (!body.success || !body.data) return { state: 'error', messageKey: 'site.tracking.errors.failed' };
    return { state: 'done', answer: body.data };
  } catch {
    // A refused lookup (too many per minute) rejects like a network failure; say both plainly.
    return { state: 'error', messageKey: 'site.tracking.errors.rateLimited' };
  }
};

/** /tracking?no=...: checks the numbers here first, so a 21st number never reaches the API. */
export const loadNumberLookup = async (ctx: SiteDataContext): Promise<LookupState> => {
  const no = ctx.search.get('no')?.trim() ?? '';
  if (!no) return { state: 'empty' };
  const parsed = parseTrackingNumbers(no);
  if (!parsed.ok)
    return parsed.reason === 'tooMany'
      ? { state: 'error', messageKey: 'site.tracking.errors.tooMany', params: { max: MAX_LOOKUP_NUMBERS } }
      : { state: 'empty' };
  return ask(ctx, '/api/tracking/lookup', { no });
};

export const loadPlateLookup = async (ctx: SiteDataContext): Promise<LookupState> => {
  const plate = ctx.search.get('plate')?.trim() ?? '';
  return plate.length < 2 ? { state: 'empty' } : ask(ctx, '/api/tracking/lookup-plate', { plate });
};

export const loadFbaLookup = async (ctx: SiteDataContext): Promise<LookupState> => {
  const id = ctx.search.get('id')?.trim() ?? '';
  return id.length < 4 ? { state: 'empty' } : ask(ctx, '/api/tracking/lookup-fba', { id });
};

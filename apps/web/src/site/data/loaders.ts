import {
  type Article,
  type ArticleKind,
  type ArticlePage,
  type FulfilmentWarehouse,
  locationsTab,
  type Office,
  type OfficeRegion,
} from '@tidemark/domain/site/site-data/records';
import type { SiteDataContext } from '../route-types';

/** The data of an API answer (the SPEC §8 envelope); a refusal is an error. */
const envelopeData = <T>(body: unknown): T => {
  const envelope = body as { success?: boolean; data?: T; message?: string } | null;
  if (!envelope?.success) throw new Error(envelope?.message || 'refused');
  return envelope.data as T;
};

/** A page number from the query string; anything else is the first page. */
const pageParam = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

export const loadOffices = async (ctx: SiteDataContext): Promise<{ tab: OfficeRegion; offices: Office[] }> => {
  const tab = locationsTab(ctx.search.get('tab'));
  return { tab, offices: envelopeData(await ctx.get('/api/site/offices', { region: String(tab) })) };
};

export const loadWarehouses = async (ctx: SiteDataContext): Promise<FulfilmentWarehouse[]> =>
  envelopeData(await ctx.get('/api/site/warehouses'));

export const loadArticles =
  (kind: ArticleKind) =>
  async (ctx: SiteDataContext): Promise<{ kind: ArticleKind; list: ArticlePage }> => ({
    kind,
    list: envelopeData(await ctx.get('/api/site/articles', { kind, page: String(pageParam(ctx.search.get('page'))) })),
  });

/** The article of ?id=, or null when there is none by that id (the page says so). */
export const loadArticle = async (ctx: SiteDataContext): Promise<{ article: Article | null }> => {
  const id = Number(ctx.search.get('id'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return { article: null };
  try {
    return { article: envelopeData(await ctx.get(`/api/site/articles/${id}`)) };
  } catch {
    return { article: null };
  }
};

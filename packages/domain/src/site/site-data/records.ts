import type { Localized } from '../content/types';

// Constants and shapes of the public records; no zod here, so public pages can import it cheaply.

/** The /locations tabs in order: 0 Americas, 1 China, 2 Asia Pacific, 3 EMEA (SPEC §2). */
export const OFFICE_REGIONS = [0, 1, 2, 3] as const;
export type OfficeRegion = (typeof OFFICE_REGIONS)[number];

/** What an office offers; labels are `site.locations.services.<service>`. */
export const OFFICE_SERVICES = [
  'ocean',
  'air',
  'customs',
  'contractLogistics',
  'overland',
  'depot',
  'ecommerce',
] as const;
export type OfficeService = (typeof OFFICE_SERVICES)[number];

/** The tab of /locations?tab=: an unknown or missing tab shows the first one. */
export const locationsTab = (value: string | null): OfficeRegion =>
  OFFICE_REGIONS.find((r) => String(r) === value) ?? 0;

export type Office = {
  readonly id: number;
  readonly code: string;
  readonly region: OfficeRegion;
  readonly name: Localized;
  readonly address: Localized;
  readonly city: Localized;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** UN/LOCODE of the nearest port. */
  readonly portLocode: string;
  readonly lat: number;
  readonly lon: number;
  readonly phone: string;
  readonly email: string;
  readonly services: readonly OfficeService[];
  readonly headOffice: boolean;
};

/** A fulfilment centre and the lane to it from one of our origin offices. */
export type FulfilmentWarehouse = {
  readonly code: string;
  readonly city: string;
  /** State, province or region; empty where the country has none in addresses. */
  readonly state: string;
  readonly country: string;
  readonly postalCode: string;
  readonly lat: number;
  readonly lon: number;
  readonly origin: { readonly code: string; readonly city: Localized; readonly lat: number; readonly lon: number };
  readonly transitMinDays: number;
  readonly transitMaxDays: number;
};

export const ARTICLE_KINDS = ['news', 'blog'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** SPEC §5: at most 4 images per article. */
export const MAX_ARTICLE_IMAGES = 4;
export const ARTICLES_PER_PAGE = 10;

export type ArticleImage = { readonly n: number; readonly alt: Localized; readonly url: string };

export type ArticleSummary = {
  readonly id: number;
  readonly kind: ArticleKind;
  readonly slug: string;
  readonly title: Localized;
  readonly summary: Localized;
  /** ISO 8601 instant. */
  readonly publishedAt: string;
  readonly cover: ArticleImage | null;
};

export type ArticlePage = {
  readonly rows: readonly ArticleSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
};

export type Article = ArticleSummary & {
  /** Sanitized HTML. */
  readonly body: Localized;
  readonly images: readonly ArticleImage[];
};

/** Where an article is read: one detail page serves news and blog posts alike. */
export const articlePath = (id: number): string => `/newsDetail?id=${id}`;

import type { Language } from '../../i18n/language';

/** A text in both languages of the site. */
export type Localized = Readonly<Record<Language, string>>;

/** Names of the SVG illustrations and icons the site draws itself (no third-party images). */
export type ContentIcon =
  | 'ship'
  | 'plane'
  | 'truck'
  | 'train'
  | 'warehouse'
  | 'customs'
  | 'depot'
  | 'globe'
  | 'chart'
  | 'shield'
  | 'clock'
  | 'eye'
  | 'control'
  | 'handshake'
  | 'leaf'
  | 'people'
  | 'document'
  | 'support'
  | 'parcel'
  | 'route';

/** A table cell: a text in both languages, or a plain string that reads the same in both. */
export type TableCell = string | Localized;

/** The building blocks a content page is made of. */
export type ContentBlock =
  | {
      readonly kind: 'text';
      readonly id?: string;
      readonly heading?: Localized;
      /** Paragraphs, plain text. */
      readonly paragraphs: readonly Localized[];
    }
  | {
      readonly kind: 'list';
      readonly id?: string;
      readonly heading?: Localized;
      readonly intro?: Localized;
      readonly items: readonly Localized[];
    }
  | {
      readonly kind: 'cards';
      readonly id?: string;
      readonly heading?: Localized;
      readonly intro?: Localized;
      readonly cards: readonly {
        readonly icon?: ContentIcon;
        readonly title: Localized;
        readonly text: Localized;
        /** A site path the card links to. */
        readonly href?: string;
      }[];
    }
  | {
      readonly kind: 'steps';
      readonly id?: string;
      readonly heading?: Localized;
      readonly steps: readonly { readonly title: Localized; readonly text: Localized }[];
    }
  | {
      readonly kind: 'facts';
      readonly id?: string;
      readonly heading?: Localized;
      /** Short figures such as "140+" with a label. */
      readonly facts: readonly { readonly value: Localized; readonly label: Localized }[];
    }
  | {
      readonly kind: 'timeline';
      readonly id?: string;
      readonly heading?: Localized;
      readonly entries: readonly { readonly year: string; readonly title: Localized; readonly text: Localized }[];
    }
  | {
      readonly kind: 'faq';
      readonly id?: string;
      readonly heading?: Localized;
      readonly entries: readonly { readonly question: Localized; readonly answer: Localized }[];
    }
  | {
      readonly kind: 'table';
      readonly id?: string;
      readonly heading?: Localized;
      readonly intro?: Localized;
      readonly columns: readonly Localized[];
      /** One cell per column; a plain string reads the same in both languages (codes, figures). */
      readonly rows: readonly (readonly TableCell[])[];
      /** A note under the table, e.g. what the figures assume. */
      readonly note?: Localized;
    }
  | {
      readonly kind: 'quote';
      readonly id?: string;
      readonly text: Localized;
      /** Who said it, e.g. a role and a company type; never a real person's name. */
      readonly source: Localized;
    }
  | {
      readonly kind: 'cta';
      readonly id?: string;
      readonly heading: Localized;
      readonly text: Localized;
      readonly action: Localized;
      readonly href: string;
      /** A second, quieter action beside the first (e.g. contact next to a quote). */
      readonly secondary?: { readonly action: Localized; readonly href: string };
    };

/**
 * A content page of the public site. `{brand}` in any text is replaced by the configured brand
 * name when the page is rendered.
 */
export type ContentPage = {
  /** The site path, e.g. '/supply-chain/ocean-freight'. */
  readonly path: string;
  /** Other paths that show the same page, e.g. '/index' for '/'. */
  readonly aliases?: readonly string[];
  /** Menu group the page belongs to, for the breadcrumb and the active menu item. */
  readonly group: 'why' | 'supplyChain' | 'ecommerce' | 'locations' | 'about' | 'legal' | 'support' | 'other';
  readonly title: Localized;
  readonly description: Localized;
  readonly heading: Localized;
  readonly lead: Localized;
  readonly icon?: ContentIcon;
  readonly blocks: readonly ContentBlock[];
};

/** What the route table and the sitemap need of a content page without loading its text. */
export type ContentMeta = {
  /** The same aliases as the page's, so the route table can serve them without loading it. */
  readonly aliases?: readonly string[];
  readonly title: Localized;
  readonly description: Localized;
  readonly group: ContentPage['group'];
};

/** Loads one content page's module. */
export type ContentLoader = () => Promise<{ default: ContentPage }>;

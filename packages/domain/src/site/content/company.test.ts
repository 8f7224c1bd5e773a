import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/language';
import { COMPANY_META, COMPANY_PAGES } from './company';
import type { ContentPage, Localized } from './types';

const PATHS = [
  '/about',
  '/about/history',
  '/ethics-compliance',
  '/career',
  '/sustainability',
  '/advisory',
  '/blank-sailing',
  '/covid-policies',
  '/relocation',
  '/online-customers-support',
  '/chb',
  '/userInterface',
  '/internal',
  '/term-of-use',
  '/privacy-policy',
  '/cookies',
];

/** Public paths of the site (SPEC §2) that written pages may link to. */
const SITE_PATHS = new Set([
  ...PATHS,
  '/',
  '/contact',
  '/contact-us',
  '/learn-more',
  '/tracking',
  '/online-quotations',
  '/locations',
  '/about/speakingUp',
  '/news',
  '/login',
  '/sys_login',
  '/sign-up',
  '/forgot',
  '/user-account',
  '/user-myaccount',
  '/user-change-email',
  '/user-tracking',
  '/supply-chain/ocean-freight',
  '/supply-chain/overland',
  '/supply-chain/air-freight',
  '/supply-chain/contract-logistics',
  '/supply-chain/depot-operations',
  '/supply-chain/customs-brokerage',
  '/ecommerce',
]);

const loadAll = async (): Promise<ContentPage[]> =>
  Promise.all(Object.values(COMPANY_PAGES).map(async (load) => (await load()).default));

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && 'en_us' in value && 'zh_cn' in value;

/** Every text of a page with where it sits, found by walking the whole page object. */
const textsOf = (value: unknown, at: string, out: { at: string; text: Localized }[] = []) => {
  if (isLocalized(value)) out.push({ at, text: value });
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) textsOf(v, Array.isArray(value) ? `${at}[${k}]` : `${at}.${k}`, out);
  return out;
};

/** Every link target of a page (cards, calls to action and any other block that links). */
const hrefsOf = (value: unknown, out: string[] = []): string[] => {
  if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') out.push(v);
      else hrefsOf(v, out);
    }
  return out;
};

const englishOf = (value: unknown): string | undefined => (isLocalized(value) ? value.en_us : undefined);

/** What tells one item of a block apart from the others: its text, title, label or question. */
const itemKey = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return String(item);
  const fields = item as Record<string, unknown>;
  const year = typeof fields.year === 'string' ? `${fields.year} ` : '';
  return (
    year +
    (englishOf(item) ??
      englishOf(fields.title) ??
      englishOf(fields.label) ??
      englishOf(fields.question) ??
      JSON.stringify(item))
  );
};

describe('company, legal and support pages', () => {
  it('has exactly the pages of SPEC §2 this registry serves, each path unique and absolute', () => {
    const keys = Object.keys(COMPANY_PAGES);
    expect([...keys].sort()).toEqual([...PATHS].sort());
    for (const path of keys) expect(path.startsWith('/')).toBe(true);
    expect(new Set(keys.map((k) => k.toLowerCase())).size).toBe(keys.length);
  });

  it('keeps the meta index equal to the pages it describes', async () => {
    expect(Object.keys(COMPANY_META).sort()).toEqual(Object.keys(COMPANY_PAGES).sort());
    for (const [path, load] of Object.entries(COMPANY_PAGES)) {
      const page = (await load()).default;
      expect(page.path).toBe(path);
      expect(COMPANY_META[path]).toEqual({
        ...(page.aliases ? { aliases: page.aliases } : {}),
        title: page.title,
        description: page.description,
        group: page.group,
      });
    }
  });

  it('fills every text in both languages, Chinese in Chinese', async () => {
    for (const page of await loadAll()) {
      const texts = textsOf(page, page.path);
      expect(texts.length).toBeGreaterThan(10);
      for (const { at, text } of texts) {
        for (const lang of LANGUAGES) expect(text[lang].trim(), `${at} ${lang}`).not.toBe('');
        expect(text.zh_cn, `${at} zh_cn`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('names the company only through the configured brand and has no filler text', async () => {
    for (const page of await loadAll()) {
      for (const { at, text } of textsOf(page, page.path)) {
        for (const lang of LANGUAGES) {
          expect(text[lang], `${at} ${lang}`).not.toMatch(/tidemark|lorem|ipsum|coming soon|TODO|敬请期待/i);
        }
      }
    }
  });

  it('gives every page a heading, a lead and substantive blocks with unique anchors', async () => {
    for (const page of await loadAll()) {
      expect(page.blocks.length, page.path).toBeGreaterThanOrEqual(3);
      const ids = page.blocks.flatMap((b) => (b.id ? [b.id] : []));
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const block of page.blocks) {
        // Every list a block holds (paragraphs, items, cards, steps, entries...) has content.
        const lists = Object.values(block).filter((v): v is readonly unknown[] => Array.isArray(v));
        expect(lists.length > 0 || block.kind === 'cta' || block.kind === 'quote', `${page.path} ${block.kind}`).toBe(
          true,
        );
        for (const list of lists) {
          expect(list.length, `${page.path} ${block.kind}`).toBeGreaterThan(0);
          // Items are told apart by their English text (React keys), so it must differ within a list.
          const keys = list.map(itemKey);
          expect(new Set(keys).size, `${page.path} ${block.kind} ${keys.join(' | ')}`).toBe(keys.length);
        }
      }
    }
  });

  it('links only to pages of the site, and to anchors that exist', async () => {
    const pages = await loadAll();
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const page of pages) {
      for (const href of hrefsOf(page.blocks)) {
        const path = href.split(/[?#]/)[0] ?? href;
        expect(SITE_PATHS.has(path), `${page.path} -> ${href}`).toBe(true);
        const anchor = href.split('#')[1];
        const target = byPath.get(path);
        if (anchor && target)
          expect(
            target.blocks.map((b) => b.id),
            `${page.path} -> ${href}`,
          ).toContain(anchor);
      }
      for (const block of page.blocks) if (block.id) expect(block.id, page.path).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('anchors values, compliance and careers on the history page', async () => {
    const load = COMPANY_PAGES['/about/history'];
    expect(load).toBeDefined();
    const page = load ? (await load()).default : undefined;
    const ids = page?.blocks.map((b) => b.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['values', 'compliance', 'careers']));
  });

  it('puts the legal pages in the legal group', () => {
    for (const path of ['/term-of-use', '/privacy-policy', '/cookies']) expect(COMPANY_META[path]?.group).toBe('legal');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/language';
import { CONTENT_PAGES } from './index';
import { CONTENT_META } from './meta';
import type { ContentBlock, ContentPage, Localized } from './types';
import { WHY_SERVICE_META, WHY_SERVICE_PAGES } from './why-services';

/** The why and service pages of SPEC §2, `{product}` standing for the brand slug. */
const PATHS = [
  '/why-{product}',
  '/why-{product}/our-vision',
  '/four-reasons',
  '/predictability',
  '/visibility',
  '/control',
  '/reliability',
  '/who-we-are',
  '/{product}-story',
  '/supply-chain/ocean-freight',
  '/supply-chain/air-freight',
  '/supply-chain/overland',
  '/supply-chain/contract-logistics',
  '/supply-chain/depot-operations',
  '/supply-chain/customs-brokerage',
  '/warehouse',
];

/** Public paths of SPEC §2 that these pages may link to. */
const SITE_PATHS = new Set([
  ...PATHS,
  '/',
  '/contact',
  '/tracking',
  '/online-quotations',
  '/locations',
  '/ecommerce',
  '/chb',
  '/career',
  '/sustainability',
  '/blank-sailing',
]);

const loadAll = async (): Promise<ContentPage[]> =>
  Promise.all(Object.values(WHY_SERVICE_PAGES).map(async (load) => (await load()).default));

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && 'en_us' in value && 'zh_cn' in value;

/** Every text of a page with where it sits, by walking the whole page object. */
const textsOf = (value: unknown, at: string): { at: string; text: Localized | string }[] => {
  if (isLocalized(value)) return [{ at, text: value }];
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => textsOf(v, `${at}.${k}`));
  return [];
};

/** The parts a block lists; a block without any would be an empty section. */
const partsOf = (block: ContentBlock): readonly unknown[] => {
  switch (block.kind) {
    case 'text':
      return block.paragraphs;
    case 'list':
      return block.items;
    case 'cards':
      return block.cards;
    case 'steps':
      return block.steps;
    case 'facts':
      return block.facts;
    case 'timeline':
    case 'faq':
      return block.entries;
    case 'table':
      return block.rows;
    case 'quote':
      return [block.text];
    case 'cta':
      return [block.href];
  }
};

const hrefsOf = (page: ContentPage): string[] =>
  page.blocks.flatMap((b) => {
    if (b.kind === 'cta') return [b.href, ...(b.secondary ? [b.secondary.href] : [])];
    if (b.kind === 'cards') return b.cards.flatMap((c) => (c.href ? [c.href] : []));
    return [];
  });

describe('why and service pages', () => {
  it('has exactly the why and service pages of SPEC §2, each module at its own path', async () => {
    expect(Object.keys(WHY_SERVICE_PAGES).sort()).toEqual([...PATHS].sort());
    for (const [path, load] of Object.entries(WHY_SERVICE_PAGES)) expect((await load()).default.path).toBe(path);
  });

  it('keeps the light meta equal to the pages, for every content registry', async () => {
    expect(Object.keys(WHY_SERVICE_META).sort()).toEqual(Object.keys(WHY_SERVICE_PAGES).sort());
    expect(Object.keys(CONTENT_META).sort()).toEqual(Object.keys(CONTENT_PAGES).sort());
    for (const [path, load] of Object.entries(CONTENT_PAGES)) {
      const page = (await load()).default;
      const meta = CONTENT_META[path];
      expect(meta, path).toEqual({
        title: page.title,
        description: page.description,
        group: page.group,
        ...(page.aliases ? { aliases: page.aliases } : {}),
      });
    }
  });

  it('has every text in both languages, with no empty section', async () => {
    for (const page of await loadAll()) {
      expect(page.blocks.length, page.path).toBeGreaterThanOrEqual(3);
      for (const { at, text } of textsOf(page, page.path)) {
        if (typeof text === 'string') expect(text.trim(), at).not.toBe('');
        else for (const lang of LANGUAGES) expect(text[lang].trim(), `${at} ${lang}`).not.toBe('');
      }
      for (const block of page.blocks) expect(partsOf(block).length, `${page.path} ${block.kind}`).toBeGreaterThan(0);
    }
  });

  it('writes Chinese in Chinese and English in English, figures aside', async () => {
    const han = /\p{Script=Han}/u;
    for (const page of await loadAll()) {
      for (const { at, text } of textsOf(page, page.path)) {
        // Figures such as '62' or '2,300' read the same in both languages.
        if (typeof text === 'string' || /^[\d.,%+\s]+$/.test(text.zh_cn)) continue;
        expect(han.test(text.en_us), `${at} en_us`).toBe(false);
        expect(han.test(text.zh_cn), `${at} zh_cn`).toBe(true);
      }
    }
  });

  it('names the brand only through {brand}', async () => {
    for (const page of await loadAll())
      for (const { at, text } of textsOf(page, page.path))
        for (const value of typeof text === 'string' ? [text] : Object.values(text))
          expect(/tidemark/i.test(value), at).toBe(false);
  });

  it('gives every block of a page a unique anchor and every table row a cell per column', async () => {
    for (const page of await loadAll()) {
      const ids = page.blocks.map((b) => b.id);
      expect(ids.every(Boolean), page.path).toBe(true);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const block of page.blocks)
        if (block.kind === 'table')
          for (const row of block.rows) expect(row.length, `${page.path}#${block.id}`).toBe(block.columns.length);
    }
  });

  it('links only to pages of the site', async () => {
    for (const page of await loadAll())
      for (const href of hrefsOf(page)) {
        const path = href.split(/[?#]/)[0] ?? href;
        expect(SITE_PATHS.has(path), `${page.path} -> ${href}`).toBe(true);
      }
  });
});

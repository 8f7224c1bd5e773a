import { describe, expect, it } from 'vitest';
import { flattenCatalog } from '../i18n/catalog';
import { SITE_CATALOGS } from '../i18n/site';
import {
  brandPath,
  FOOTER_GROUPS,
  isCurrentLink,
  LEGAL_LINKS,
  SITE_MENU,
  SOCIAL_NETWORKS,
  socialProfileUrl,
} from './menu';

describe('site menu', () => {
  it('has the five groups of SPEC §1 with a label for every link in both languages', () => {
    expect(SITE_MENU.map((g) => g.key)).toEqual(['why', 'supplyChain', 'ecommerce', 'locations', 'about']);
    for (const lang of ['en_us', 'zh_cn'] as const) {
      const flat = flattenCatalog(SITE_CATALOGS[lang]);
      for (const group of [...SITE_MENU, ...FOOTER_GROUPS]) {
        expect(flat[`site.menu.groups.${group.key}`], `${lang} ${group.key}`).toBeTruthy();
        for (const link of group.links) expect(flat[`site.menu.links.${link.key}`], `${lang} ${link.key}`).toBeTruthy();
      }
      for (const link of LEGAL_LINKS) expect(flat[`site.menu.links.${link.key}`]).toBeTruthy();
      for (const network of SOCIAL_NETWORKS) expect(flat[`site.social.${network}`]).toBeTruthy();
    }
  });

  it('puts the brand slug into paths', () => {
    expect(brandPath('/why-{slug}/our-vision', 'harbor')).toBe('/why-harbor/our-vision');
    expect(brandPath('/{product}-story', 'harbor')).toBe('/harbor-story');
  });

  it('marks the current link by path and the query it names', () => {
    expect(isCurrentLink('/about/history', '/About/history/', '')).toBe(true);
    expect(isCurrentLink('/about', '/about/history', '')).toBe(false);
    expect(isCurrentLink('/locations?tab=0', '/locations', '')).toBe(true);
    expect(isCurrentLink('/locations?tab=2', '/locations', '?tab=2&lang=en_us')).toBe(true);
    expect(isCurrentLink('/locations?tab=2', '/locations', '?tab=1')).toBe(false);
  });

  it('builds four social profile addresses from the slug', () => {
    const urls = SOCIAL_NETWORKS.map((n) => socialProfileUrl(n, 'harbor'));
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(url).toMatch(/^https:\/\/[^/]+\/.*harbor/);
  });

  it('ships the site subtree and the shared frame keys, not the portal catalogs', () => {
    const flat = flattenCatalog(SITE_CATALOGS.en_us);
    expect(flat['common.language']).toBe('Language');
    expect(flat['http.network']).toBeTruthy();
    expect(Object.keys(flat).every((k) => /^(site|common|http|messages|accountPages)\./.test(k))).toBe(true);
    expect(Object.keys(flat).some((k) => k.startsWith('menu.') || k.startsWith('enums.'))).toBe(false);
  });
});

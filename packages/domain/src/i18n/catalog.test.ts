import { describe, expect, it } from 'vitest';
import { AREA_CATALOGS } from '../areas';
import { flatCatalog, languageFromAcceptHeader, translate } from '.';
import { flattenCatalog } from './catalog';

describe('catalogs', () => {
  it('every key exists in both languages, non-empty', () => {
    const en = flatCatalog('en_us');
    const zh = flatCatalog('zh_cn');
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    for (const [k, v] of Object.entries({ ...en, ...zh })) expect(v.trim(), k).not.toBe('');
  });
  it('writes placeholders with single braces, as the server and the web app fill them', () => {
    const doubled = Object.entries({ ...flatCatalog('en_us'), ...flatCatalog('zh_cn') })
      .filter(([, v]) => /\{\{\w+\}\}/.test(v))
      .map(([k]) => k);
    expect(doubled).toEqual([]);
  });
  it('areas do not overwrite each other', () => {
    const seen = new Set<string>();
    for (const area of AREA_CATALOGS) {
      for (const key of Object.keys(flattenCatalog(area.en_us))) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
  it('translates with placeholders', () => {
    expect(translate('en_us', 'http.404', { url: '/x' })).toBe('Request address wrong: /x');
    expect(translate('zh_cn', 'http.403')).toBe('拒绝访问');
    expect(translate('en_us', 'no.such.key')).toBe('no.such.key');
  });
  it('reads Accept-Language', () => {
    expect(languageFromAcceptHeader('en-US,en;q=0.9')).toBe('en_us');
    expect(languageFromAcceptHeader('fr-FR,zh-CN;q=0.8')).toBe('zh_cn');
    expect(languageFromAcceptHeader('fr')).toBeUndefined();
  });
});

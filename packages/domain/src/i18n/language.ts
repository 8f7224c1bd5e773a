export const LANGUAGES = ['en_us', 'zh_cn'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC §1: without a browser, session or configured choice the product speaks Chinese. */
export const FALLBACK_LANGUAGE: Language = 'zh_cn';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a browser or header language tag (en, en-US, zh-CN, zh-Hans...) to ours. */
export const languageFromTag = (tag: string | undefined | null): Language | undefined => {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase().replace('-', '_');
  if (isLanguage(t)) return t;
  if (t.startsWith('zh')) return 'zh_cn';
  if (t.startsWith('en')) return 'en_us';
  return undefined;
};

/** Picks the first supported language of an Accept-Language header. */
export const languageFromAcceptHeader = (header: string | undefined): Language | undefined => {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return undefined;
};

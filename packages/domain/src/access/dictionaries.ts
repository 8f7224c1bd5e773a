import { type DictionaryDef, dictionary } from '../engine/dictionaries';
import { LANGUAGES } from '../i18n/language';

/** The enumerations the access area owns, with their labels in both languages. */
export const ACCESS_DICTIONARIES = {
  language: dictionary(LANGUAGES, {
    en_us: {
      name: 'Language',
      values: {
        en_us: 'English',
        zh_cn: 'Chinese',
      },
    },
    zh_cn: {
      name: '语言',
      values: {
        en_us: '英文',
        zh_cn: '中文',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

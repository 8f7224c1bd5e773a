import type { AreaCatalog, CatalogTree } from '../i18n/catalog';
import { LANGUAGES, type Language } from '../i18n/language';

/**
 * The labels of one dictionary in one language: its name (on the dictionaryManage page) and the
 * label of each value; the empty value (SPEC "Empty") is the key ''.
 */
export type DictionaryLabels<V extends string> = { name: string; values: Readonly<Record<V, string>> };

/**
 * One enumeration as a dictionary (POST /api/new/icbu/findDictTypeList): its values in display
 * order and their labels in both languages. The server seeds the `dictionaries` table from the
 * values at start (missing values only, so an administrator's edits stay); the labels become the
 * catalog keys `enums.<key>.<value>`.
 */
export type DictionaryDef<V extends string = string> = {
  values: readonly V[];
  labels: Readonly<Record<Language, DictionaryLabels<V>>>;
};

/** Declares a dictionary; every value needs a label in each language, and only the values do. */
export const dictionary = <const V extends string>(
  values: readonly V[],
  labels: Readonly<Record<Language, DictionaryLabels<NoInfer<V>>>>,
): DictionaryDef<V> => ({ values, labels });

/** A label in both languages, side by side: English, then Chinese. */
export type BothLabels = readonly [en_us: string, zh_cn: string];

/**
 * Declares a dictionary with each label written once in both languages, side by side
 * (`product: bilingual(PRODUCTS, ['Product', '产品'], { fcl: ['Sea FCL', '海运整箱'], ... })`).
 */
export const bilingual = <const V extends string>(
  values: readonly V[],
  name: BothLabels,
  labels: Readonly<Record<NoInfer<V>, BothLabels>>,
): DictionaryDef<V> => {
  const side = (i: 0 | 1) => Object.fromEntries(values.map((v) => [v, labels[v][i]])) as Readonly<Record<V, string>>;
  return dictionary(values, {
    en_us: { name: name[0], values: side(0) },
    zh_cn: { name: name[1], values: side(1) },
  });
};

/** Numeric codes travel as text in dictionaries, like every form value. */
export const codes = <const T extends Readonly<Record<string, number>>>(values: T): readonly `${T[keyof T]}`[] =>
  Object.values(values).map(String) as `${T[keyof T]}`[];

/**
 * Dictionaries answered from reference tables rather than the dictionaries table: branch offices
 * (value = branch id) and countries (value = ISO code), named in the request's language.
 */
export const TABLE_DICTIONARIES = ['branch_office', 'country'] as const;
export type TableDictType = (typeof TABLE_DICTIONARIES)[number];

/** Dictionary keys are snake_case. */
export const DICT_TYPE_RE = /^[a-z][a-z0-9_]{1,49}$/;

/**
 * The empty value of a dictionary (SPEC "Empty") as a filter value: in a filter the empty value
 * itself is '- All -' (no filter), so choosing "Empty" sends this instead.
 */
export const EMPTY_FILTER_VALUE = '_empty';

/** Catalog key of a value's label; the empty value (SPEC "Empty") is `_empty`. */
export const dictionaryLabelKey = (dictType: string, value: string): string =>
  `enums.${dictType}.${value === '' ? EMPTY_FILTER_VALUE : value}`;

/** Catalog key of a dictionary's name. */
export const dictionaryNameKey = (dictType: string): string => `settingsUi.dictTypes.${dictType}`;

/** The catalog of an area's dictionaries: each value's label and each dictionary's name. */
export const dictionaryCatalog = (dictionaries: Readonly<Record<string, DictionaryDef>>): AreaCatalog => {
  const inLanguage = (lang: Language): CatalogTree => {
    const enums: Record<string, CatalogTree> = {};
    const names: Record<string, string> = {};
    for (const [key, def] of Object.entries(dictionaries)) {
      const labels = def.labels[lang];
      names[key] = labels.name;
      enums[key] = Object.fromEntries(
        def.values.map((value) => [value === '' ? EMPTY_FILTER_VALUE : value, labels.values[value] ?? value]),
      );
    }
    return { enums, settingsUi: { dictTypes: names } };
  };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, inLanguage(lang)])) as Record<Language, CatalogTree>;
};

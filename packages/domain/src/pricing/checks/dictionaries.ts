import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import { SPACE_TYPES } from './rules';

/** The booking checks' enumerations: the space a booking prefers, and the warnings confirmed. */
export const CHECK_DICTIONARIES = {
  preferred_space_type: dictionary(SPACE_TYPES, {
    en_us: {
      name: 'Space type',
      values: { FAK: 'FAK (freight all kinds)', contract: 'Contract', premium: 'Premium', spot: 'Spot' },
    },
    zh_cn: {
      name: '舱位类型',
      values: { FAK: 'FAK（不分品名）', contract: '合约舱', premium: '优先舱', spot: '现舱' },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

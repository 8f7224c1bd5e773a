import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import { INSTANT_EQUIPMENT } from './ranking';

const same = <const V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<V, string>;

/** The sales queue's enumerations, with their labels in both languages. */
export const INSTANT_DICTIONARIES = {
  quote_request_state: dictionary(['new', 'quoted', 'declined'], {
    en_us: { name: 'Quote request state', values: { new: 'New', quoted: 'Quoted', declined: 'Declined' } },
    zh_cn: { name: '询价状态', values: { new: '新申请', quoted: '已报价', declined: '已拒绝' } },
  }),
  quote_request_source: dictionary(['site', 'portal'], {
    en_us: {
      name: 'Quote request source',
      values: { site: 'Website form', portal: 'Customer, from an instant quote' },
    },
    zh_cn: { name: '询价来源', values: { site: '官网询价表', portal: '客户（即时报价）' } },
  }),
  instant_equipment: dictionary(INSTANT_EQUIPMENT, {
    en_us: { name: 'Instant quote equipment', values: { ...same(INSTANT_EQUIPMENT), LCL: 'LCL (W/M)', AIR: 'Air' } },
    zh_cn: { name: '即时报价箱型', values: { ...same(INSTANT_EQUIPMENT), LCL: '拼箱（W/M）', AIR: '空运' } },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import {
  ARBITRARY_BASES,
  ARBITRARY_KINDS,
  ARBITRARY_LEGS,
  ARBITRARY_SIDES,
  LTA_PERIODS,
  NRA_STATUSES,
  PUBLICATION_STATUSES,
  RAIL_CARRIERS,
  RATE_CHANNELS,
  TRADES,
} from './rules';

/** The enumerations of rates and their building blocks, with their labels in both languages. */
export const RATE_DICTIONARIES = {
  rate_trade: dictionary(TRADES, {
    en_us: {
      name: 'Trade',
      values: {
        transpacific: 'Transpacific eastbound (Asia – North America)',
        asia_europe: 'Westbound (Asia – Europe / Mediterranean)',
        other: 'Other trades',
      },
    },
    zh_cn: {
      name: '航线区域',
      values: {
        transpacific: '跨太平洋东向（亚洲—北美）',
        asia_europe: '西向（亚洲—欧洲／地中海）',
        other: '其他航线',
      },
    },
  }),
  rate_channel: dictionary(RATE_CHANNELS, {
    en_us: {
      name: 'Sales channel',
      values: { ep: 'E-commerce & export partners', icbu: 'Online marketplace' },
    },
    zh_cn: { name: '销售渠道', values: { ep: '电商及出口合作伙伴', icbu: '在线交易平台' } },
  }),
  rate_publication_status: dictionary(PUBLICATION_STATUSES, {
    en_us: { name: 'Publication status', values: { published: 'Published', withdrawn: 'Withdrawn' } },
    zh_cn: { name: '发布状态', values: { published: '已发布', withdrawn: '已下架' } },
  }),
  arbitrary_kind: dictionary(ARBITRARY_KINDS, {
    en_us: { name: 'Arbitrary or add-on', values: { arbitrary: 'Arbitrary', addon: 'Add-on' } },
    zh_cn: { name: '内陆附加或加价', values: { arbitrary: '内陆附加运费', addon: '加价' } },
  }),
  arbitrary_basis: dictionary(ARBITRARY_BASES, {
    en_us: { name: 'Rate basis', values: { tariff: 'Published tariff', lta: 'Long-term agreement' } },
    zh_cn: { name: '运价依据', values: { tariff: '公布运价', lta: '长期协议' } },
  }),
  arbitrary_side: dictionary(ARBITRARY_SIDES, {
    en_us: { name: 'Origin or destination', values: { origin: 'Origin', destination: 'Destination' } },
    zh_cn: { name: '起运地或目的地', values: { origin: '起运地', destination: '目的地' } },
  }),
  arbitrary_leg: dictionary(ARBITRARY_LEGS, {
    en_us: {
      name: 'Connecting leg',
      values: { feeder: 'Feeder vessel', barge: 'Barge', rail: 'Rail (IPI)', truck: 'Truck' },
    },
    zh_cn: { name: '接驳方式', values: { feeder: '支线船', barge: '驳船', rail: '铁路（IPI）', truck: '卡车' } },
  }),
  lta_period: dictionary(LTA_PERIODS, {
    en_us: { name: 'Commitment period', values: { year: 'Per year', quarter: 'Per quarter' } },
    zh_cn: { name: '承诺周期', values: { year: '每年', quarter: '每季度' } },
  }),
  rail_carrier: dictionary(RAIL_CARRIERS, {
    en_us: {
      name: 'Rail carrier',
      values: {
        UP: 'Union Pacific',
        BNSF: 'BNSF Railway',
        CSX: 'CSX Transportation',
        NS: 'Norfolk Southern',
        CN: 'Canadian National',
        CPKC: 'CPKC',
        DBC: 'DB Cargo',
        CRE: 'China Railway Express',
      },
    },
    zh_cn: {
      name: '铁路承运人',
      values: {
        UP: '联合太平洋铁路',
        BNSF: 'BNSF 铁路',
        CSX: 'CSX 铁路',
        NS: '诺福克南方铁路',
        CN: '加拿大国家铁路',
        CPKC: '加拿大太平洋堪萨斯城铁路',
        DBC: '德铁货运',
        CRE: '中欧班列',
      },
    },
  }),
  port_group_member_status: dictionary(['member', 'removed'], {
    en_us: { name: 'Group membership', values: { member: 'In the group', removed: 'Removed' } },
    zh_cn: { name: '组内状态', values: { member: '组内', removed: '已移出' } },
  }),
  nra_status: dictionary(NRA_STATUSES, {
    en_us: {
      name: 'NRA status',
      values: { draft: 'Draft', agreed: 'Agreed', amending: 'Agreed, amendment open', superseded: 'Superseded' },
    },
    zh_cn: {
      name: 'NRA 状态',
      values: { draft: '草稿', agreed: '已确认', amending: '已确认（修订中）', superseded: '已被取代' },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

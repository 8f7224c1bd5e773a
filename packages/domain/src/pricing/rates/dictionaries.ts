import { bilingual, type DictionaryDef } from '../../engine/dictionaries';
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
  rate_trade: bilingual(TRADES, ['Trade', '航线区域'], {
    transpacific: ['Transpacific eastbound (Asia – North America)', '跨太平洋东向（亚洲—北美）'],
    asia_europe: ['Westbound (Asia – Europe / Mediterranean)', '西向（亚洲—欧洲／地中海）'],
    other: ['Other trades', '其他航线'],
  }),
  rate_channel: bilingual(RATE_CHANNELS, ['Sales channel', '销售渠道'], {
    ep: ['E-commerce & export partners', '电商及出口合作伙伴'],
    icbu: ['Online marketplace', '在线交易平台'],
  }),
  rate_publication_status: bilingual(PUBLICATION_STATUSES, ['Publication status', '发布状态'], {
    published: ['Published', '已发布'],
    withdrawn: ['Withdrawn', '已下架'],
  }),
  arbitrary_kind: bilingual(ARBITRARY_KINDS, ['Arbitrary or add-on', '内陆附加或加价'], {
    arbitrary: ['Arbitrary', '内陆附加运费'],
    addon: ['Add-on', '加价'],
  }),
  arbitrary_basis: bilingual(ARBITRARY_BASES, ['Rate basis', '运价依据'], {
    tariff: ['Published tariff', '公布运价'],
    lta: ['Long-term agreement', '长期协议'],
  }),
  arbitrary_side: bilingual(ARBITRARY_SIDES, ['Origin or destination', '起运地或目的地'], {
    origin: ['Origin', '起运地'],
    destination: ['Destination', '目的地'],
  }),
  arbitrary_leg: bilingual(ARBITRARY_LEGS, ['Connecting leg', '接驳方式'], {
    feeder: ['Feeder vessel', '支线船'],
    barge: ['Barge', '驳船'],
    rail: ['Rail (IPI)', '铁路（IPI）'],
    truck: ['Truck', '卡车'],
  }),
  lta_period: bilingual(LTA_PERIODS, ['Commitment period', '承诺周期'], {
    year: ['Per year', '每年'],
    quarter: ['Per quarter', '每季度'],
  }),
  rail_carrier: bilingual(RAIL_CARRIERS, ['Rail carrier', '铁路承运人'], {
    UP: ['Union Pacific', '联合太平洋铁路'],
    BNSF: ['BNSF Railway', 'BNSF 铁路'],
    CSX: ['CSX Transportation', 'CSX 铁路'],
    NS: ['Norfolk Southern', '诺福克南方铁路'],
    CN: ['Canadian National', '加拿大国家铁路'],
    CPKC: ['CPKC', '加拿大太平洋堪萨斯城铁路'],
    DBC: ['DB Cargo', '德铁货运'],
    CRE: ['China Railway Express', '中欧班列'],
  }),
  port_group_member_status: bilingual(['member', 'removed'], ['Group membership', '组内状态'], {
    member: ['In the group', '组内'],
    removed: ['Removed', '已移出'],
  }),
  nra_status: bilingual(NRA_STATUSES, ['NRA status', 'NRA 状态'], {
    draft: ['Draft', '草稿'],
    agreed: ['Agreed', '已确认'],
    amending: ['Agreed, amendment open', '已确认（修订中）'],
    superseded: ['Superseded', '已被取代'],
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import {
  CARGO_TRANSPORTS,
  CONTAINER_SIZE_TYPES,
  DAMAGE_STATUSES,
  IMO_CLASSES,
  PACKING_GROUPS,
  VENTILATION_MODES,
  VGM_METHODS,
} from './rules';

/** Package types of declared and measured packing (UN/ECE Recommendation 21 codes we use). */
export const CARGO_PACKAGE_TYPES = ['CTN', 'PLT', 'PKG', 'CRT', 'BAG', 'DRM', 'BX', 'RL'] as const;

/** The enumerations of the cargo part, with their labels in both languages. */
export const CARGO_DICTIONARIES: Readonly<Record<string, DictionaryDef>> = {
  imo_class: dictionary(IMO_CLASSES, {
    en_us: {
      name: 'IMO hazard class',
      values: {
        '1.1': '1.1 Explosives, mass explosion hazard',
        '1.2': '1.2 Explosives, projection hazard',
        '1.3': '1.3 Explosives, fire hazard',
        '1.4': '1.4 Explosives, minor hazard',
        '1.5': '1.5 Very insensitive explosives',
        '1.6': '1.6 Extremely insensitive articles',
        '2.1': '2.1 Flammable gases',
        '2.2': '2.2 Non-flammable, non-toxic gases',
        '2.3': '2.3 Toxic gases',
        '3': '3 Flammable liquids',
        '4.1': '4.1 Flammable solids',
        '4.2': '4.2 Spontaneously combustible',
        '4.3': '4.3 Dangerous when wet',
        '5.1': '5.1 Oxidising substances',
        '5.2': '5.2 Organic peroxides',
        '6.1': '6.1 Toxic substances',
        '6.2': '6.2 Infectious substances',
        '7': '7 Radioactive material',
        '8': '8 Corrosive substances',
        '9': '9 Miscellaneous dangerous goods',
      },
    },
    zh_cn: {
      name: 'IMO 危险品类别',
      values: {
        '1.1': '1.1 有整体爆炸危险的爆炸品',
        '1.2': '1.2 有迸射危险的爆炸品',
        '1.3': '1.3 有燃烧危险的爆炸品',
        '1.4': '1.4 无重大危险的爆炸品',
        '1.5': '1.5 非常不敏感的爆炸品',
        '1.6': '1.6 极端不敏感的物品',
        '2.1': '2.1 易燃气体',
        '2.2': '2.2 非易燃无毒气体',
        '2.3': '2.3 毒性气体',
        '3': '3 易燃液体',
        '4.1': '4.1 易燃固体',
        '4.2': '4.2 易自燃物质',
        '4.3': '4.3 遇水放出易燃气体的物质',
        '5.1': '5.1 氧化性物质',
        '5.2': '5.2 有机过氧化物',
        '6.1': '6.1 毒性物质',
        '6.2': '6.2 感染性物质',
        '7': '7 放射性物质',
        '8': '8 腐蚀性物质',
        '9': '9 杂项危险物质和物品',
      },
    },
  }),
  dg_packing_group: dictionary(PACKING_GROUPS, {
    en_us: {
      name: 'DG packing group',
      values: { I: 'I (high danger)', II: 'II (medium danger)', III: 'III (low danger)' },
    },
    zh_cn: {
      name: '危险品包装类别',
      values: { I: 'I 类（高度危险）', II: 'II 类（中度危险）', III: 'III 类（轻度危险）' },
    },
  }),
  reefer_ventilation: dictionary(VENTILATION_MODES, {
    en_us: { name: 'Reefer ventilation', values: { closed: 'Closed', open: 'Open' } },
    zh_cn: { name: '冷箱通风', values: { closed: '关闭', open: '开启' } },
  }),
  vgm_method: dictionary(VGM_METHODS, {
    en_us: {
      name: 'VGM weighing method',
      values: { '1': 'Method 1: packed container weighed', '2': 'Method 2: cargo and tare added' },
    },
    zh_cn: {
      name: 'VGM 称重方法',
      values: { '1': '方法一：整箱称重', '2': '方法二：货物重量加箱皮重' },
    },
  }),
  container_size_type: dictionary(CONTAINER_SIZE_TYPES, {
    en_us: {
      name: 'Container size-type (ISO 6346)',
      values: {
        '22G1': "22G1 20' general purpose",
        '22R1': "22R1 20' reefer",
        '22U1': "22U1 20' open top",
        '22P1': "22P1 20' flat rack",
        '22T1': "22T1 20' tank",
        '42G1': "42G1 40' general purpose",
        '42R1': "42R1 40' reefer",
        '42U1': "42U1 40' open top",
        '45G1': "45G1 40' high cube",
        '45R1': "45R1 40' high cube reefer",
        '45U1': "45U1 40' high cube open top",
        L5G1: "L5G1 45' high cube",
      },
    },
    zh_cn: {
      name: '箱型尺寸代码（ISO 6346）',
      values: {
        '22G1': '22G1 20英尺普通箱',
        '22R1': '22R1 20英尺冷藏箱',
        '22U1': '22U1 20英尺开顶箱',
        '22P1': '22P1 20英尺框架箱',
        '22T1': '22T1 20英尺罐箱',
        '42G1': '42G1 40英尺普通箱',
        '42R1': '42R1 40英尺冷藏箱',
        '42U1': '42U1 40英尺开顶箱',
        '45G1': '45G1 40英尺高箱',
        '45R1': '45R1 40英尺高冷藏箱',
        '45U1': '45U1 40英尺高开顶箱',
        L5G1: 'L5G1 45英尺高箱',
      },
    },
  }),
  packing_damage: dictionary(DAMAGE_STATUSES, {
    en_us: { name: 'Damage status', values: { intact: 'Intact', damaged: 'Damaged' } },
    zh_cn: { name: '破损状态', values: { intact: '完好', damaged: '破损' } },
  }),
  cargo_transport: dictionary(CARGO_TRANSPORTS, {
    en_us: { name: 'Transport', values: { sea: 'Sea', air: 'Air', land: 'Land' } },
    zh_cn: { name: '运输方式', values: { sea: '海运', air: '空运', land: '陆运' } },
  }),
  cargo_package_type: dictionary(CARGO_PACKAGE_TYPES, {
    en_us: {
      name: 'Package type',
      values: {
        CTN: 'CTN Carton',
        PLT: 'PLT Pallet',
        PKG: 'PKG Package',
        CRT: 'CRT Crate',
        BAG: 'BAG Bag',
        DRM: 'DRM Drum',
        BX: 'BX Box',
        RL: 'RL Reel',
      },
    },
    zh_cn: {
      name: '包装类型',
      values: {
        CTN: 'CTN 纸箱',
        PLT: 'PLT 托盘',
        PKG: 'PKG 件',
        CRT: 'CRT 板条箱',
        BAG: 'BAG 袋',
        DRM: 'DRM 桶',
        BX: 'BX 盒',
        RL: 'RL 卷',
      },
    },
  }),
};

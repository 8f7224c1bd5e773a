/**
 * The classification rows Tidemark ships: the Harmonized System's chapters its subheadings
 * (reference hs_codes) fall in, and the national codes of China and the United States for the
 * goods the desk handles most. Codes and rates are those of the published tariffs; a rate left
 * null is one not recorded here, to be filled in by the customs desk from the tariff in force.
 * Shipped rows are added once: what the desk edits afterwards stays.
 */

/** HS chapters: code, English and Chinese titles. */
export const HS_CHAPTERS: readonly (readonly [string, string, string])[] = [
  ['02', 'Meat and edible meat offal', '肉及食用杂碎'],
  [
    '03',
    'Fish and crustaceans, molluscs and other aquatic invertebrates',
    '鱼、甲壳动物、软体动物及其他水生无脊椎动物',
  ],
  [
    '04',
    "Dairy produce; birds' eggs; natural honey; edible products of animal origin",
    '乳品；蛋品；天然蜂蜜；其他食用动物产品',
  ],
  ['07', 'Edible vegetables and certain roots and tubers', '食用蔬菜、根及块茎'],
  ['08', 'Edible fruit and nuts; peel of citrus fruit or melons', '食用水果及坚果；柑橘属水果或甜瓜的果皮'],
  ['09', 'Coffee, tea, maté and spices', '咖啡、茶、马黛茶及调味香料'],
  ['10', 'Cereals', '谷物'],
  ['12', 'Oil seeds and oleaginous fruits; miscellaneous grains, seeds and fruit', '含油子仁及果实；杂项子仁及果实'],
  ['15', 'Animal, vegetable or microbial fats and oils', '动、植物或微生物油、脂'],
  ['16', 'Preparations of meat, of fish, of crustaceans or molluscs', '肉、鱼、甲壳动物、软体动物的制品'],
  ['17', 'Sugars and sugar confectionery', '糖及糖食'],
  ['18', 'Cocoa and cocoa preparations', '可可及可可制品'],
  [
    '19',
    "Preparations of cereals, flour, starch or milk; pastrycooks' products",
    '谷物、粮食粉、淀粉或乳的制品；糕饼点心',
  ],
  ['20', 'Preparations of vegetables, fruit, nuts or other parts of plants', '蔬菜、水果、坚果或植物其他部分的制品'],
  ['21', 'Miscellaneous edible preparations', '杂项食品'],
  ['22', 'Beverages, spirits and vinegar', '饮料、酒及醋'],
  ['23', 'Residues and waste from the food industries; prepared animal fodder', '食品工业的残渣及废料；配制的动物饲料'],
  [
    '25',
    'Salt; sulphur; earths and stone; plastering materials, lime and cement',
    '盐；硫磺；泥土及石料；石膏料、石灰及水泥',
  ],
  ['27', 'Mineral fuels, mineral oils and products of their distillation', '矿物燃料、矿物油及其蒸馏产品'],
  ['28', 'Inorganic chemicals', '无机化学品'],
  ['29', 'Organic chemicals', '有机化学品'],
  ['30', 'Pharmaceutical products', '药品'],
  ['31', 'Fertilisers', '肥料'],
  [
    '32',
    'Tanning or dyeing extracts; dyes, pigments, paints and varnishes; inks',
    '鞣料浸膏及染料浸膏；染料、颜料、油漆；墨水',
  ],
  [
    '33',
    'Essential oils and resinoids; perfumery, cosmetic or toilet preparations',
    '精油及香膏；芳香料制品及化妆盥洗品',
  ],
  ['34', 'Soap, washing preparations, lubricating preparations, waxes, candles', '肥皂、洗涤剂、润滑剂、蜡、蜡烛'],
  ['35', 'Albuminoidal substances; modified starches; glues; enzymes', '蛋白类物质；改性淀粉；胶；酶'],
  ['39', 'Plastics and articles thereof', '塑料及其制品'],
  ['40', 'Rubber and articles thereof', '橡胶及其制品'],
  ['42', 'Articles of leather; saddlery and harness; travel goods, handbags', '皮革制品；鞍具及挽具；旅行用品、手提包'],
  ['44', 'Wood and articles of wood; wood charcoal', '木及木制品；木炭'],
  ['47', 'Pulp of wood or of other fibrous cellulosic material', '木浆及其他纤维状纤维素浆'],
  ['48', 'Paper and paperboard; articles of paper pulp, of paper or of paperboard', '纸及纸板；纸浆、纸或纸板制品'],
  [
    '49',
    'Printed books, newspapers, pictures and other products of the printing industry',
    '书籍、报纸、印刷图画及其他印刷品',
  ],
  ['52', 'Cotton', '棉花'],
  ['54', 'Man-made filaments', '化学纤维长丝'],
  ['55', 'Man-made staple fibres', '化学纤维短纤'],
  ['61', 'Articles of apparel and clothing accessories, knitted or crocheted', '针织或钩编的服装及衣着附件'],
  ['62', 'Articles of apparel and clothing accessories, not knitted or crocheted', '非针织或非钩编的服装及衣着附件'],
  ['63', 'Other made up textile articles; sets; worn clothing', '其他纺织制成品；成套物品；旧衣着'],
  ['64', 'Footwear, gaiters and the like; parts of such articles', '鞋靴、护腿和类似品及其零件'],
  [
    '68',
    'Articles of stone, plaster, cement, asbestos, mica or similar materials',
    '石料、石膏、水泥、石棉、云母及类似材料的制品',
  ],
  ['69', 'Ceramic products', '陶瓷产品'],
  ['70', 'Glass and glassware', '玻璃及其制品'],
  [
    '71',
    'Pearls, precious stones, precious metals, imitation jewellery; coin',
    '珍珠、宝石、贵金属及其制品；仿首饰；硬币',
  ],
  ['72', 'Iron and steel', '钢铁'],
  ['73', 'Articles of iron or steel', '钢铁制品'],
  ['74', 'Copper and articles thereof', '铜及其制品'],
  ['76', 'Aluminium and articles thereof', '铝及其制品'],
  ['82', 'Tools, implements, cutlery, spoons and forks, of base metal', '贱金属工具、器具、利口器、餐匙、餐叉'],
  ['83', 'Miscellaneous articles of base metal', '贱金属杂项制品'],
  [
    '84',
    'Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof',
    '核反应堆、锅炉、机器、机械器具及其零件',
  ],
  [
    '85',
    'Electrical machinery and equipment and parts thereof; sound and television apparatus',
    '电机、电气设备及其零件；录音机、电视图像及声音设备',
  ],
  [
    '87',
    'Vehicles other than railway or tramway rolling stock, and parts thereof',
    '车辆及其零件、附件，但铁道及电车道车辆除外',
  ],
  [
    '90',
    'Optical, photographic, measuring, checking, medical or surgical instruments',
    '光学、照相、计量、检验、医疗或外科用仪器及设备',
  ],
  [
    '94',
    'Furniture; bedding, mattresses, cushions; lamps and lighting fittings; prefabricated buildings',
    '家具；寝具、褥垫、弹簧床垫；灯具及照明装置；活动房屋',
  ],
  ['95', 'Toys, games and sports requisites; parts and accessories thereof', '玩具、游戏品、运动用品及其零件、附件'],
  ['96', 'Miscellaneous manufactured articles', '杂项制品'],
];

export type CnCodeRow = {
  code: string;
  descriptionEn: string;
  descriptionZh: string;
  unit: string;
  /** Export VAT rebate, percent; null where not recorded. */
  exportRebateRate: string | null;
  /** MFN import duty, percent; null where not recorded. */
  mfnRate: string | null;
};

/** China's commodity codes (海关商品编号) for the desk's common goods. */
export const CN_CODES: readonly CnCodeRow[] = [
  {
    code: '8471.30.0000',
    descriptionEn: 'Portable automatic data processing machines, weighing not more than 10 kg',
    descriptionZh: '重量不超过10千克的便携式自动数据处理设备',
    unit: 'H87',
    exportRebateRate: '13',
    mfnRate: '0',
  },
  {
    code: '8517.13.0000',
    descriptionEn: 'Smartphones',
    descriptionZh: '智能手机',
    unit: 'H87',
    exportRebateRate: '13',
    mfnRate: '0',
  },
  {
    code: '4015.19.0000',
    descriptionEn: 'Gloves, mittens and mitts of vulcanised rubber, other than for medical use',
    descriptionZh: '其他硫化橡胶制分指手套、连指手套及露指手套',
    unit: 'KGM',
    exportRebateRate: null,
    mfnRate: null,
  },
  {
    code: '9401.61.0000',
    descriptionEn: 'Upholstered seats with wooden frames',
    descriptionZh: '装软垫的木框架坐具',
    unit: 'H87',
    exportRebateRate: null,
    mfnRate: null,
  },
  {
    code: '2204.21.0000',
    descriptionEn: 'Wine of fresh grapes in containers holding 2 litres or less',
    descriptionZh: '装入2升及以下容器的鲜葡萄酿造的酒',
    unit: 'LTR',
    exportRebateRate: null,
    mfnRate: '14',
  },
  {
    code: '0409.00.0000',
    descriptionEn: 'Natural honey',
    descriptionZh: '天然蜂蜜',
    unit: 'KGM',
    exportRebateRate: null,
    mfnRate: '15',
  },
  {
    code: '0901.11.0000',
    descriptionEn: 'Coffee, not roasted, not decaffeinated',
    descriptionZh: '未焙炒未浸除咖啡碱的咖啡',
    unit: 'KGM',
    exportRebateRate: null,
    mfnRate: '8',
  },
  {
    code: '1201.90.0000',
    descriptionEn: 'Soya beans, other than seed',
    descriptionZh: '其他大豆（种用除外）',
    unit: 'KGM',
    exportRebateRate: null,
    mfnRate: '3',
  },
  {
    code: '4703.21.0000',
    descriptionEn: 'Chemical wood pulp, sulphate, semi-bleached or bleached, coniferous',
    descriptionZh: '半漂白或漂白的针叶木硫酸盐木浆',
    unit: 'KGM',
    exportRebateRate: null,
    mfnRate: '0',
  },
];

export type UsCodeRow = {
  code: string;
  descriptionEn: string;
  descriptionZh: string;
  generalRate: string;
  unit: string;
};

/** US HTS statistical reporting numbers for the desk's common goods; the ad valorem rate follows the general rate. */
export const US_CODES: readonly UsCodeRow[] = [
  {
    code: '8471.30.0100',
    descriptionEn: 'Portable automatic data processing machines, weighing not more than 10 kg',
    descriptionZh: '重量不超过10千克的便携式自动数据处理设备',
    generalRate: 'Free',
    unit: 'H87',
  },
  {
    code: '8517.13.0000',
    descriptionEn: 'Smartphones',
    descriptionZh: '智能手机',
    generalRate: 'Free',
    unit: 'H87',
  },
  {
    code: '6109.10.0004',
    descriptionEn:
      "T-shirts of cotton, men's or boys', all white, short hemmed sleeves, hemmed bottom, crew or round neckline, without pockets, trim or embroidery (352)",
    descriptionZh: '棉制男式或男童T恤衫，全白、短袖卷边、下摆卷边、圆领，无口袋、饰边或刺绣',
    generalRate: '16.5%',
    unit: 'DZN',
  },
  {
    code: '6109.10.0012',
    descriptionEn: "Other T-shirts of cotton, knitted or crocheted, men's (338)",
    descriptionZh: '其他棉制针织或钩编男式T恤衫',
    generalRate: '16.5%',
    unit: 'DZN',
  },
  {
    code: '6109.10.0014',
    descriptionEn: "Other T-shirts of cotton, knitted or crocheted, boys' (338)",
    descriptionZh: '其他棉制针织或钩编男童T恤衫',
    generalRate: '16.5%',
    unit: 'DZN',
  },
  {
    code: '8507.60.0010',
    descriptionEn: 'Lithium-ion batteries of a kind used as the primary source of power for electric vehicles',
    descriptionZh: '电动车辆主电源用锂离子蓄电池',
    generalRate: '3.4%',
    unit: 'H87',
  },
  {
    code: '8507.60.0020',
    descriptionEn: 'Lithium-ion batteries, other',
    descriptionZh: '其他锂离子蓄电池',
    generalRate: '3.4%',
    unit: 'H87',
  },
  {
    code: '9401.61.4011',
    descriptionEn: 'Upholstered seats with wooden frames, other household',
    descriptionZh: '装软垫的木框架坐具，其他家用',
    generalRate: 'Free',
    unit: 'H87',
  },
  {
    code: '9503.00.0071',
    descriptionEn: 'Toys, labeled or intended for use by persons under 3 years of age',
    descriptionZh: '玩具，标明或供3岁以下儿童使用',
    generalRate: 'Free',
    unit: 'H87',
  },
  {
    code: '9503.00.0073',
    descriptionEn: 'Toys, labeled or intended for use by persons 3 to 12 years of age',
    descriptionZh: '玩具，标明或供3至12岁儿童使用',
    generalRate: 'Free',
    unit: 'H87',
  },
  {
    code: '9503.00.0090',
    descriptionEn: 'Toys, other',
    descriptionZh: '其他玩具',
    generalRate: 'Free',
    unit: 'H87',
  },
];

import type { ContentLoader, ContentMeta } from './types';

/** Why-{brand} and service pages (supply chain, warehouse): path -> page module. */
export const WHY_SERVICE_PAGES: Readonly<Record<string, ContentLoader>> = {
  '/why-{product}': () => import('./why/overview'),
  '/why-{product}/our-vision': () => import('./why/our-vision'),
  '/four-reasons': () => import('./why/four-reasons'),
  '/predictability': () => import('./why/predictability'),
  '/visibility': () => import('./why/visibility'),
  '/control': () => import('./why/control'),
  '/reliability': () => import('./why/reliability'),
  '/who-we-are': () => import('./why/who-we-are'),
  '/{product}-story': () => import('./why/story'),
  '/supply-chain/ocean-freight': () => import('./services/ocean-freight'),
  '/supply-chain/air-freight': () => import('./services/air-freight'),
  '/supply-chain/overland': () => import('./services/overland'),
  '/supply-chain/contract-logistics': () => import('./services/contract-logistics'),
  '/supply-chain/depot-operations': () => import('./services/depot-operations'),
  '/supply-chain/customs-brokerage': () => import('./services/customs-brokerage'),
  '/warehouse': () => import('./services/warehouse'),
};

/** Titles, descriptions and groups of the same pages, kept equal to the pages by a test. */
export const WHY_SERVICE_META: Readonly<Record<string, ContentMeta>> = {
  '/why-{product}': {
    group: 'why',
    title: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' },
    description: {
      en_us:
        'Why shippers, importers and online sellers move their freight with {brand}: contracted space, one view of every shipment, and people who answer.',
      zh_cn: '为什么发货人、进口商和电商卖家选择 {brand}：合约舱位、所有货物一目了然，以及随时能找到的人。',
    },
  },
  '/why-{product}/our-vision': {
    group: 'why',
    title: { en_us: 'Our vision', zh_cn: '我们的愿景' },
    description: {
      en_us:
        'Where {brand} is going: freight that is planned, visible and clean, and the goals we hold ourselves to by 2030.',
      zh_cn: '{brand} 的方向：可计划、可视、更清洁的货运，以及我们为 2030 年设定的目标。',
    },
  },
  '/four-reasons': {
    group: 'why',
    title: { en_us: 'Four reasons to ship with {brand}', zh_cn: '选择 {brand} 的四个理由' },
    description: {
      en_us: 'Predictability, visibility, control and reliability: what each means in practice and how we measure it.',
      zh_cn: '可预期、可视化、可掌控、可信赖：每一点在实际操作中意味着什么，我们又如何衡量。',
    },
  },
  '/predictability': {
    group: 'why',
    title: { en_us: 'Predictability: freight that keeps to your plan', zh_cn: '可预期：货运按您的计划进行' },
    description: {
      en_us: 'Contracted space, realistic transit times, early warnings and a plan B before you need it.',
      zh_cn: '合约舱位、实事求是的时效、提前预警，以及在需要之前就备好的后备方案。',
    },
  },
  '/visibility': {
    group: 'why',
    title: { en_us: 'Visibility: every shipment in one view', zh_cn: '可视化：所有货物一目了然' },
    description: {
      en_us:
        'Milestones from carriers, terminals, customs and warehouses in one timeline, with documents, alerts and an API.',
      zh_cn: '船公司、码头、海关和仓库的节点汇总在一条时间线上，附带单证、提醒和 API。',
    },
  },
  '/control': {
    group: 'why',
    title: { en_us: 'Control: your rules, carried out', zh_cn: '可掌控：按您的规则执行' },
    description: {
      en_us: 'Routing guides, approved carriers, purchase-order management and approvals built into every booking.',
      zh_cn: '路由指引、认可承运人、采购订单管理和审批流程，嵌入每一次订舱。',
    },
  },
  '/reliability': {
    group: 'why',
    title: { en_us: 'Reliability: a partner you can count on', zh_cn: '可信赖：值得托付的合作伙伴' },
    description: {
      en_us: 'Licences, security programmes, insurance, financial strength and people who answer around the clock.',
      zh_cn: '资质牌照、安全认证、保险保障、财务实力，以及全天候响应的团队。',
    },
  },
  '/who-we-are': {
    group: 'why',
    title: { en_us: 'Who we are', zh_cn: '我们是谁' },
    description: {
      en_us:
        '{brand} is a global freight forwarder founded in Shanghai in 2003, with 2,300 people in 62 offices across 21 countries.',
      zh_cn: '{brand} 是 2003 年创立于上海的全球货运代理企业，在 21 个国家设有 62 个网点，员工 2300 人。',
    },
  },
  '/{product}-story': {
    group: 'why',
    title: { en_us: 'The {brand} story', zh_cn: '{brand} 的故事' },
    description: {
      en_us: 'How {brand} grew from a two-desk NVOCC in Shanghai into a forwarder with 62 offices in 21 countries.',
      zh_cn: '{brand} 如何从上海两张办公桌起步的无船承运人，成长为在 21 个国家拥有 62 个网点的货代企业。',
    },
  },
  '/supply-chain/ocean-freight': {
    group: 'supplyChain',
    title: { en_us: 'Ocean freight: FCL and LCL', zh_cn: '海运服务：整箱与拼箱' },
    description: {
      en_us:
        'FCL and LCL ocean freight on the main trade lanes out of Asia, with contracted space, every container type, documents handled and every container tracked.',
      zh_cn: '覆盖亚洲出发主要航线的整箱与拼箱海运：合约舱位、各类箱型、单证代办，每个集装箱全程可追踪。',
    },
  },
  '/supply-chain/air-freight': {
    group: 'supplyChain',
    title: { en_us: 'Air freight: consolidation, charter, dangerous goods', zh_cn: '空运服务：集运、包机、危险品' },
    description: {
      en_us:
        'Air freight from the main cargo hubs of Asia: weekly consolidations, next-flight-out, part and full charters, dangerous goods and temperature-controlled cargo.',
      zh_cn: '从亚洲主要货运枢纽出发的空运：每周集运、最快航班直发、部分及整机包机、危险品和温控货物。',
    },
  },
  '/supply-chain/overland': {
    group: 'supplyChain',
    title: { en_us: 'Overland: road and rail freight', zh_cn: '陆运：公路与铁路运输' },
    description: {
      en_us:
        'Full and part truckloads, cross-border trucking and China–Europe rail, planned and tracked with the rest of your shipment.',
      zh_cn: '整车与零担、跨境公路运输和中欧班列，与您的其他货物统一计划、统一追踪。',
    },
  },
  '/supply-chain/contract-logistics': {
    group: 'supplyChain',
    title: { en_us: 'Contract logistics and fulfilment', zh_cn: '合同物流与订单履约' },
    description: {
      en_us:
        'Warehousing, inventory control, pick and pack, value-added services, transloading and returns, run on our own warehouse system with agreed service levels.',
      zh_cn: '仓储、库存管理、拣货包装、增值服务、转运换装及退货处理，基于自有仓储系统运行并承诺服务水平。',
    },
  },
  '/supply-chain/depot-operations': {
    group: 'supplyChain',
    title: { en_us: 'Container depot operations', zh_cn: '集装箱堆场作业' },
    description: {
      en_us:
        'Container storage, gate in and out, inspection, maintenance and repair, reefer pre-trip inspection and cleaning at six depots near the main ports.',
      zh_cn: '在六个临港堆场提供集装箱堆存、进出场、检验、修箱、冷箱 PTI 及洗箱服务。',
    },
  },
  '/supply-chain/customs-brokerage': {
    group: 'supplyChain',
    title: { en_us: 'Customs brokerage and trade compliance', zh_cn: '报关代理与贸易合规' },
    description: {
      en_us:
        'Tariff classification, import and export entries, customs bonds, ISF and AMS filings, duty drawback and free-trade origin, by licensed brokers in China, the US, the EU and Mexico.',
      zh_cn:
        '商品归类、进出口申报、海关保证金、ISF 与 AMS 申报、关税退税及自贸原产地，由中国、美国、欧盟和墨西哥的持证报关员办理。',
    },
  },
  '/warehouse': {
    group: 'supplyChain',
    title: { en_us: 'Warehouses near the ports', zh_cn: '临港仓库网络' },
    description: {
      en_us:
        'Fourteen warehouses with 380,000 m² near the main ports and airports: bonded storage, CFS consolidation, eCommerce fulfilment and FBA preparation.',
      zh_cn: '14 个临近主要港口和机场的仓库，总面积 38 万平方米：保税仓储、CFS 拼箱、电商履约及 FBA 备货。',
    },
  },
};

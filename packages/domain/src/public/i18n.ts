import type { AreaCatalog } from '../i18n/catalog';

export const publicCatalog: AreaCatalog = {
  en_us: {
    site: {
      nav: { home: 'Home', signIn: 'Sign in', portal: 'My portal', skip: 'Skip to content' },
      home: {
        title: 'Freight that arrives when you planned it',
        lead: '{brand} moves containers, air cargo and parcels between Asia, the Americas and Europe, and shows you where every one of them is.',
        servicesTitle: 'What we move',
        ocean: 'Ocean freight',
        oceanText: 'FCL and LCL on every major trade lane, with space held for you on the carriers that sail them.',
        air: 'Air freight',
        airText: 'Consolidations and charters from the big cargo hubs, with cut-offs and flights you can see.',
        customs: 'Customs brokerage',
        customsText: 'Entries filed by licensed brokers, HS codes checked before your cargo sails.',
        logistics: 'Contract logistics',
        logisticsText: 'Warehousing, pick and pack, and depot operations close to the ports.',
        portalTitle: 'One portal for customers and staff',
        portalText:
          'Customers track containers and download documents; our branch offices book, quote, clear and invoice in the same place.',
      },
      footer: { rights: '© {year} {brand}. All rights reserved.' },
      trackingBox: {
        label: 'Track a shipment',
        placeholder: 'Container, bill of lading, booking or air waybill number',
        submit: 'Track',
        hint: 'Up to 20 numbers at once, separated by commas, spaces or new lines.',
      },
    },
  },
  zh_cn: {
    site: {
      nav: { home: '首页', signIn: '登录', portal: '我的门户', skip: '跳到正文' },
      home: {
        title: '货物按计划准时送达',
        lead: '{brand} 在亚洲、美洲和欧洲之间运送集装箱、空运货物和包裹，并让您随时看到每一票货在哪里。',
        servicesTitle: '我们的服务',
        ocean: '海运',
        oceanText: '覆盖所有主要航线的整箱与拼箱服务，并在承运航线上为您预留舱位。',
        air: '空运',
        airText: '从主要货运枢纽出发的集运与包机服务，截关时间与航班一目了然。',
        customs: '报关代理',
        customsText: '由持证报关员申报，货物出运前即核对HS编码。',
        logistics: '合同物流',
        logisticsText: '靠近港口的仓储、拣货包装及堆场作业。',
        portalTitle: '客户与员工共用的一站式门户',
        portalText: '客户在线追踪集装箱、下载单证；我们的分公司在同一平台完成订舱、报价、清关与开票。',
      },
      footer: { rights: '© {year} {brand}。保留所有权利。' },
      trackingBox: {
        label: '货物追踪',
        placeholder: '集装箱号、提单号、订舱号或空运单号',
        submit: '查询',
        hint: '一次最多 20 个单号，用逗号、空格或换行分隔。',
      },
    },
  },
};

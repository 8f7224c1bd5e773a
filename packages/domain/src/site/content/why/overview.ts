import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/why-{product}',
  group: 'why',
  icon: 'globe',
  title: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' },
  description: {
    en_us:
      'Why shippers, importers and online sellers move their freight with {brand}: contracted space, one view of every shipment, and people who answer.',
    zh_cn: '为什么发货人、进口商和电商卖家选择 {brand}：合约舱位、所有货物一目了然，以及随时能找到的人。',
  },
  heading: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' },
  lead: {
    en_us:
      'Freight forwarding is a promise: your goods will be where you need them, when you planned it, at the price you agreed. For more than twenty years {brand} has built everything — carrier contracts, offices, warehouses and software — around keeping that promise.',
    zh_cn:
      '货代的本质是一个承诺：货物按您的计划、按约定的价格送到需要的地方。二十多年来，{brand} 的船公司合约、网点、仓库和系统都围绕兑现这个承诺而建。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'reasons',
      heading: { en_us: 'Four reasons customers stay', zh_cn: '客户长期合作的四个理由' },
      intro: {
        en_us: 'Nine out of ten customers who shipped with us in 2020 still ship with us today. They tell us why:',
        zh_cn: '2020 年与我们合作的客户中，十家有九家至今仍在合作。他们说原因是：',
      },
      cards: [
        {
          icon: 'clock',
          title: { en_us: 'Predictability', zh_cn: '可预期' },
          text: {
            en_us: 'Contracted space and realistic dates, so your plan holds even in peak season.',
            zh_cn: '合约舱位加上实事求是的日期，旺季也能按计划走。',
          },
          href: '/predictability',
        },
        {
          icon: 'eye',
          title: { en_us: 'Visibility', zh_cn: '可视化' },
          text: {
            en_us: 'Every container, flight and truck in one portal, with the documents beside it.',
            zh_cn: '每个集装箱、每个航班、每辆卡车都在同一个门户里，单证就在旁边。',
          },
          href: '/visibility',
        },
        {
          icon: 'control',
          title: { en_us: 'Control', zh_cn: '可掌控' },
          text: {
            en_us: 'You decide routing, carriers and priorities; we carry out your rules.',
            zh_cn: '航线、承运人和优先级由您决定，我们按您的规则执行。',
          },
          href: '/control',
        },
        {
          icon: 'shield',
          title: { en_us: 'Reliability', zh_cn: '可信赖' },
          text: {
            en_us: 'Licensed, insured, audited and financially sound — and people who pick up the phone.',
            zh_cn: '资质齐全、保险完备、经过审计、财务稳健，而且电话总有人接。',
          },
          href: '/reliability',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: '{brand} in figures', zh_cn: '{brand} 数据一览' },
      facts: [
        {
          value: { en_us: '450,000 TEU', zh_cn: '45 万 TEU' },
          label: { en_us: 'ocean freight in 2025', zh_cn: '2025 年海运箱量' },
        },
        {
          value: { en_us: '88,000 t', zh_cn: '8.8 万吨' },
          label: { en_us: 'air freight in 2025', zh_cn: '2025 年空运货量' },
        },
        {
          value: { en_us: '62', zh_cn: '62' },
          label: { en_us: 'own offices in 21 countries', zh_cn: '个自营网点，遍布 21 个国家' },
        },
        { value: { en_us: '2,300', zh_cn: '2300' }, label: { en_us: 'people', zh_cn: '名员工' } },
      ],
    },
    {
      kind: 'text',
      id: 'difference',
      heading: { en_us: 'What is different about us', zh_cn: '我们的不同之处' },
      paragraphs: [
        {
          en_us:
            'We are big enough to hold allocations with every major ocean carrier and block space with 36 airlines, and small enough that your account manager knows your products, your suppliers and your busy months.',
          zh_cn:
            '我们的规模足以与各大船公司签订舱位配额，并与 36 家航空公司包板；同时又足够灵活，您的客户经理了解您的产品、供应商和旺季。',
        },
        {
          en_us:
            'Our operations, customs and warehouse teams work in one system. The booking your customer service agent takes in Shanghai is the same record the broker in Los Angeles files from and the warehouse in Carson receives against — which is why the status you see in the portal is the status we see.',
          zh_cn:
            '我们的操作、报关和仓储团队在同一个系统里工作。上海客服接下的订舱，正是洛杉矶报关员申报、卡森仓库收货所依据的同一条记录——所以您在门户里看到的状态，就是我们看到的状态。',
        },
      ],
    },
    {
      kind: 'quote',
      id: 'customer-voice',
      text: {
        en_us:
          'In the 2024 peak season every other forwarder rolled our containers. {brand} shipped all 1,200 of them on the planned vessels.',
        zh_cn: '2024 年旺季，别的货代都在甩我们的柜，{brand} 的 1200 个柜全部按计划船期出运。',
      },
      source: {
        en_us: 'Logistics director, furniture importer, United States',
        zh_cn: '美国某家具进口商 物流总监',
      },
    },
    {
      kind: 'cards',
      id: 'more',
      heading: { en_us: 'Get to know us', zh_cn: '进一步了解我们' },
      cards: [
        {
          icon: 'people',
          title: { en_us: 'Who we are', zh_cn: '我们是谁' },
          text: {
            en_us: 'The people, offices and values behind the service.',
            zh_cn: '服务背后的团队、网点和价值观。',
          },
          href: '/who-we-are',
        },
        {
          icon: 'route',
          title: { en_us: 'Our story', zh_cn: '我们的故事' },
          text: {
            en_us: 'From a two-desk NVOCC in Shanghai to a global forwarder.',
            zh_cn: '从上海两张办公桌起步的无船承运人，成长为全球货代。',
          },
          href: '/{product}-story',
        },
        {
          icon: 'leaf',
          title: { en_us: 'Our vision', zh_cn: '我们的愿景' },
          text: {
            en_us: 'Where we are going, and the goals we measure ourselves against.',
            zh_cn: '我们的方向，以及衡量自己的目标。',
          },
          href: '/why-{product}/our-vision',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: { en_us: 'Ship your next order with us', zh_cn: '下一票货交给我们' },
      text: {
        en_us: 'Send us one lane and one shipment. We will show you what predictable freight looks like.',
        zh_cn: '先给我们一条航线、一票货，让您看看什么是可预期的货运。',
      },
      action: { en_us: 'Request a quote', zh_cn: '在线询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Contact us', zh_cn: '联系我们' }, href: '/contact' },
    },
  ],
};

export default page;

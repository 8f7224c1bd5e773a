import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/reliability',
  group: 'why',
  icon: 'shield',
  title: { en_us: 'Reliability: a partner you can count on', zh_cn: '可信赖：值得托付的合作伙伴' },
  description: {
    en_us: 'Licences, security programmes, insurance, financial strength and people who answer around the clock.',
    zh_cn: '资质牌照、安全认证、保险保障、财务实力，以及全天候响应的团队。',
  },
  heading: { en_us: 'Reliability', zh_cn: '可信赖' },
  lead: {
    en_us:
      'You hand us goods worth more than the freight many times over. {brand} is licensed, certified and insured for that responsibility, and has been profitable every year since 2003.',
    zh_cn:
      '您交给我们的货物，价值往往是运费的许多倍。{brand} 具备承担这份责任所需的资质、认证和保险，并自 2003 年以来年年盈利。',
  },
  blocks: [
    {
      kind: 'list',
      id: 'credentials',
      heading: { en_us: 'Licences and certifications', zh_cn: '资质与认证' },
      items: [
        {
          en_us: 'NVOCC registered with the US Federal Maritime Commission and the Chinese Ministry of Transport.',
          zh_cn: '在美国联邦海事委员会及中国交通运输部登记的无船承运人（NVOCC）。',
        },
        { en_us: 'IATA cargo agent in 9 countries.', zh_cn: '9 个国家的 IATA 货运代理。' },
        {
          en_us: 'Licensed customs brokers in China, the United States, the Netherlands, Germany and Mexico.',
          zh_cn: '在中国、美国、荷兰、德国和墨西哥拥有持证报关员。',
        },
        {
          en_us: 'C-TPAT in the US, Authorised Economic Operator (AEO) in the EU and China.',
          zh_cn: '美国 C-TPAT 认证，欧盟及中国经认证的经营者（AEO）。',
        },
        {
          en_us: 'ISO 9001 quality and ISO 14001 environmental management.',
          zh_cn: 'ISO 9001 质量管理和 ISO 14001 环境管理体系认证。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'safeguards',
      heading: { en_us: 'Safeguards behind every shipment', zh_cn: '每票货背后的保障' },
      cards: [
        {
          icon: 'shield',
          title: { en_us: 'Insurance', zh_cn: '保险' },
          text: {
            en_us:
              'Forwarder’s liability cover of USD 50 million, and all-risks cargo insurance for your goods on request.',
            zh_cn: '5000 万美元的货代责任险；如有需要，还可为您的货物投保一切险。',
          },
        },
        {
          icon: 'support',
          title: { en_us: 'Around the clock', zh_cn: '全天候服务' },
          text: {
            en_us:
              'Offices in Asia, Europe and the Americas hand over to each other, so an urgent issue is worked on 24 hours a day.',
            zh_cn: '亚洲、欧洲和美洲的网点接力值守，紧急问题 24 小时有人处理。',
          },
        },
        {
          icon: 'people',
          title: { en_us: 'Claims handled fairly', zh_cn: '公正处理索赔' },
          text: {
            en_us:
              'A named claims handler, acknowledgement within one working day and most claims settled within 30 days.',
            zh_cn: '专人负责理赔，一个工作日内确认受理，大多数索赔在 30 天内结案。',
          },
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: 'Reliability in figures', zh_cn: '可信赖的数据' },
      facts: [
        { value: { en_us: '22 years', zh_cn: '22 年' }, label: { en_us: 'profitable every year', zh_cn: '连续盈利' } },
        {
          value: { en_us: '0.03 %', zh_cn: '0.03%' },
          label: { en_us: 'shipments with a claim', zh_cn: '发生索赔的货物比例' },
        },
        {
          value: { en_us: '12 min', zh_cn: '12 分钟' },
          label: { en_us: 'median first reply to customers', zh_cn: '客户咨询首次回复中位时间' },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Ask for our credentials', zh_cn: '索取资质文件' },
      text: {
        en_us: 'Procurement teams receive our licences, certificates and insurance documents within one working day.',
        zh_cn: '采购团队可在一个工作日内收到我们的牌照、证书和保险文件。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'Back to the four reasons', zh_cn: '返回四个理由' }, href: '/four-reasons' },
    },
  ],
};

export default page;

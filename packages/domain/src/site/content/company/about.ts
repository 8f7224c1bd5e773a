import type { ContentPage } from '../types';

const about: ContentPage = {
  path: '/about',
  group: 'about',
  icon: 'globe',
  title: { en_us: 'About {brand}', zh_cn: '关于{brand}' },
  description: {
    en_us:
      'Who {brand} is: an independent freight forwarder with offices in the Americas, China, Asia Pacific and EMEA, moving ocean, air, rail and road freight and clearing it through customs.',
    zh_cn:
      '{brand}是一家独立的国际货运代理，在美洲、中国、亚太和欧洲中东非洲设有分支机构，提供海运、空运、铁路和公路运输及报关服务。',
  },
  heading: { en_us: 'An independent forwarder since 1988', zh_cn: '自1988年起的独立货代' },
  lead: {
    en_us:
      '{brand} plans, books and follows freight between Asia, the Americas and Europe for manufacturers, retailers and online sellers. We are owner-managed, we do not own ships or aircraft, and that lets us choose the carrier and the route that fits each shipment.',
    zh_cn:
      '{brand}为制造商、零售商和跨境电商卖家在亚洲、美洲和欧洲之间规划、订舱并全程跟踪货物。我们由创始团队持有和经营，不拥有船舶和飞机，因此可以为每一票货选择最合适的承运人和航线。',
  },
  blocks: [
    {
      kind: 'facts',
      heading: { en_us: '{brand} in figures', zh_cn: '数说{brand}' },
      facts: [
        { value: { en_us: '1988', zh_cn: '1988年' }, label: { en_us: 'founded in Hong Kong', zh_cn: '创立于香港' } },
        { value: { en_us: '96', zh_cn: '96个' }, label: { en_us: 'offices of our own', zh_cn: '自营办事处' } },
        { value: { en_us: '31', zh_cn: '31个' }, label: { en_us: 'countries and regions', zh_cn: '国家和地区' } },
        { value: { en_us: '4,600', zh_cn: '4,600名' }, label: { en_us: 'colleagues', zh_cn: '员工' } },
      ],
    },
    {
      kind: 'text',
      id: 'who-we-are',
      heading: { en_us: 'Who we are', zh_cn: '我们是谁' },
      paragraphs: [
        {
          en_us:
            '{brand} started as a four-person ocean desk in Hong Kong that consolidated garments and electronics for importers on the US West Coast. Today our teams handle full and less-than-container loads, air consolidations and charters, China–Europe rail, trucking, customs brokerage and warehousing.',
          zh_cn:
            '{brand}起步于香港一个只有四个人的海运部门，最初为美国西海岸的进口商集运服装和电子产品。如今，我们的团队承接整箱和拼箱海运、空运集运与包机、中欧班列、卡车运输、报关代理以及仓储业务。',
        },
        {
          en_us:
            'Each shipment has one responsible office: the branch that took the booking follows it from pickup to delivery, answers your questions and sends the invoice. You reach the same people every time, and they see the same shipment record our colleagues at origin and destination see.',
          zh_cn:
            '每一票货都有一个明确的责任分公司：接单的分公司从提货到交付全程跟进、答复您的问题并开具账单。您每次联系的都是同一批人，他们看到的货物信息与起运港和目的港同事看到的完全一致。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'network',
      heading: { en_us: 'Our network', zh_cn: '服务网络' },
      intro: {
        en_us: 'Own offices in four regions, and long-standing agents where we have none.',
        zh_cn: '在四大区域设有自营办事处，其余地区由长期合作的代理伙伴覆盖。',
      },
      cards: [
        {
          icon: 'globe',
          title: { en_us: 'Americas', zh_cn: '美洲' },
          text: {
            en_us:
              'Los Angeles, Chicago, New York, Atlanta, Houston, Toronto, Mexico City and São Paulo, with licensed customs brokers in the US.',
            zh_cn: '洛杉矶、芝加哥、纽约、亚特兰大、休斯敦、多伦多、墨西哥城和圣保罗，美国各站点配有持证报关员。',
          },
          href: '/locations?tab=0',
        },
        {
          icon: 'globe',
          title: { en_us: 'China', zh_cn: '中国' },
          text: {
            en_us:
              'Shanghai, Ningbo, Shenzhen, Guangzhou, Xiamen, Qingdao, Tianjin, Chongqing and Hong Kong: the origin of most of the cargo we move.',
            zh_cn: '上海、宁波、深圳、广州、厦门、青岛、天津、重庆和香港——我们承运的大部分货物都从这里出发。',
          },
          href: '/locations?tab=1',
        },
        {
          icon: 'globe',
          title: { en_us: 'Asia Pacific', zh_cn: '亚太' },
          text: {
            en_us:
              'Taipei, Ho Chi Minh City, Bangkok, Singapore, Kuala Lumpur, Jakarta, Chennai, Tokyo, Busan and Sydney.',
            zh_cn: '台北、胡志明市、曼谷、新加坡、吉隆坡、雅加达、金奈、东京、釜山和悉尼。',
          },
          href: '/locations?tab=2',
        },
        {
          icon: 'globe',
          title: { en_us: 'Europe, Middle East and Africa', zh_cn: '欧洲、中东和非洲' },
          text: {
            en_us:
              'Rotterdam, Hamburg, Frankfurt, Felixstowe, Milan, Warsaw, Dubai and Johannesburg, with rail terminals reached from Duisburg and Małaszewicze.',
            zh_cn:
              '鹿特丹、汉堡、法兰克福、费利克斯托、米兰、华沙、迪拜和约翰内斯堡，并经杜伊斯堡和马拉舍维奇衔接铁路场站。',
          },
          href: '/locations?tab=3',
        },
      ],
    },
    {
      kind: 'list',
      id: 'services',
      heading: { en_us: 'What we do', zh_cn: '我们的业务' },
      items: [
        {
          en_us: 'Ocean freight: FCL and LCL on the transpacific, Asia–Europe, transatlantic and intra-Asia lanes.',
          zh_cn: '海运：跨太平洋、亚欧、跨大西洋及亚洲区内航线的整箱和拼箱服务。',
        },
        {
          en_us:
            'Air freight: weekly consolidations from Shanghai, Hong Kong, Taipei and Frankfurt, and charters for urgent volumes.',
          zh_cn: '空运：从上海、香港、台北和法兰克福出发的每周集运航班，紧急货量可安排包机。',
        },
        {
          en_us:
            'Overland: China–Europe rail, cross-border trucking in North America and Europe, and drayage from the ports.',
          zh_cn: '陆运：中欧班列、北美和欧洲的跨境卡车运输，以及港口集装箱拖车。',
        },
        {
          en_us: 'Customs brokerage: entries, classification, bonds and filings such as ISF, AMS and ICS2.',
          zh_cn: '报关代理：进口申报、商品归类、海关担保，以及ISF、AMS和ICS2等预申报。',
        },
        {
          en_us:
            'Contract logistics and depots: warehousing, pick and pack, container freight stations and empty-container depots near the ports.',
          zh_cn: '合同物流与堆场：靠近港口的仓储、拣货包装、集装箱货运站和空箱堆场。',
        },
        {
          en_us:
            'eCommerce logistics: oversized parcels to private recipients and replenishment of marketplace fulfilment centres.',
          zh_cn: '电商物流：大件包裹直送个人收件人，以及电商平台仓的补货头程。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'more',
      heading: { en_us: 'Learn more about us', zh_cn: '进一步了解我们' },
      cards: [
        {
          icon: 'clock',
          title: { en_us: 'Our history', zh_cn: '发展历程' },
          text: { en_us: 'From a Hong Kong ocean desk to 96 offices.', zh_cn: '从香港的一个海运部门到96个办事处。' },
          href: '/about/history',
        },
        {
          icon: 'handshake',
          title: { en_us: 'Our values', zh_cn: '我们的价值观' },
          text: {
            en_us: 'What we expect of each other and promise our customers.',
            zh_cn: '我们对彼此的要求和对客户的承诺。',
          },
          href: '/about/history#values',
        },
        {
          icon: 'shield',
          title: { en_us: 'Ethics and compliance', zh_cn: '道德与合规' },
          text: {
            en_us: 'Our code of conduct, sanctions screening and data protection.',
            zh_cn: '行为准则、制裁名单筛查与数据保护。',
          },
          href: '/ethics-compliance',
        },
        {
          icon: 'people',
          title: { en_us: 'Careers', zh_cn: '加入我们' },
          text: { en_us: 'Teams, the graduate programme and how to apply.', zh_cn: '团队介绍、管培生项目及申请方式。' },
          href: '/career',
        },
        {
          icon: 'eye',
          title: { en_us: 'Speaking Up', zh_cn: '举报热线' },
          text: {
            en_us: 'Report a concern about misconduct, openly or anonymously.',
            zh_cn: '实名或匿名反映违规行为。',
          },
          href: '/about/speakingUp',
        },
        {
          icon: 'leaf',
          title: { en_us: 'Sustainability', zh_cn: '可持续发展' },
          text: {
            en_us: 'How we measure and cut the emissions of your freight.',
            zh_cn: '我们如何核算并降低货物运输的碳排放。',
          },
          href: '/sustainability',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Talk to the office near you', zh_cn: '联系您附近的分公司' },
      text: {
        en_us:
          'Tell us what you ship and where, and the responsible branch will come back to you within one working day.',
        zh_cn: '告诉我们您的货物和运输路线，负责的分公司将在一个工作日内与您联系。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
    },
  ],
};

export default about;

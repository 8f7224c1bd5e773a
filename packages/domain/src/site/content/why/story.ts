import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/{product}-story',
  group: 'why',
  icon: 'route',
  title: { en_us: 'The {brand} story', zh_cn: '{brand} 的故事' },
  description: {
    en_us: 'How {brand} grew from a two-desk NVOCC in Shanghai into a forwarder with 62 offices in 21 countries.',
    zh_cn: '{brand} 如何从上海两张办公桌起步的无船承运人，成长为在 21 个国家拥有 62 个网点的货代企业。',
  },
  heading: { en_us: 'The {brand} story', zh_cn: '{brand} 的故事' },
  lead: {
    en_us:
      'In 2003 two operations managers left a shipping line in Shanghai with one conviction: shippers deserve to know where their cargo is and when it will arrive. Everything since has grown from that.',
    zh_cn:
      '2003 年，两位操作经理离开上海的一家船公司，怀着同一个信念：货主有权知道货物在哪里、什么时候到。此后的一切都由此生长。',
  },
  blocks: [
    {
      kind: 'timeline',
      id: 'milestones',
      heading: { en_us: 'Milestones', zh_cn: '发展历程' },
      entries: [
        {
          year: '2003',
          title: { en_us: 'Two desks in Shanghai', zh_cn: '上海的两张办公桌' },
          text: {
            en_us: '{brand} starts as an NVOCC shipping furniture and textiles from Shanghai to Los Angeles.',
            zh_cn: '{brand} 作为无船承运人起步，从上海向洛杉矶运送家具和纺织品。',
          },
        },
        {
          year: '2006',
          title: { en_us: 'Our first US office', zh_cn: '第一个美国网点' },
          text: {
            en_us: 'A Los Angeles office opens with its own licensed customs brokers.',
            zh_cn: '洛杉矶网点成立，配备自有的持证报关员。',
          },
        },
        {
          year: '2009',
          title: { en_us: 'Air freight', zh_cn: '开展空运' },
          text: {
            en_us: 'An air freight desk at Shanghai Pudong buys its first block space.',
            zh_cn: '上海浦东空运部成立，首次向航空公司包板。',
          },
        },
        {
          year: '2012',
          title: { en_us: 'Into Europe', zh_cn: '进入欧洲' },
          text: {
            en_us: 'Offices in Rotterdam and Hamburg make Asia–Europe our second main trade.',
            zh_cn: '鹿特丹和汉堡网点成立，亚欧航线成为第二大主营贸易线。',
          },
        },
        {
          year: '2014',
          title: { en_us: 'Our own depot', zh_cn: '首个自营堆场' },
          text: {
            en_us: 'The Ningbo Beilun depot opens for storage, repair and reefer inspections.',
            zh_cn: '宁波北仑堆场投入运营，提供堆存、修箱和冷箱检测。',
          },
        },
        {
          year: '2016',
          title: { en_us: 'China–Europe rail', zh_cn: '中欧班列' },
          text: {
            en_us: 'The first weekly block train from Xi’an to Duisburg.',
            zh_cn: '首趟每周开行的西安至杜伊斯堡班列发车。',
          },
        },
        {
          year: '2018',
          title: { en_us: 'The customer portal', zh_cn: '客户门户上线' },
          text: {
            en_us: 'Customers track every shipment and download documents online.',
            zh_cn: '客户可在线追踪每一票货物并下载单证。',
          },
        },
        {
          year: '2020',
          title: { en_us: 'eCommerce logistics', zh_cn: '跨境电商物流' },
          text: {
            en_us: 'A line for oversized eCommerce parcels: boxes up to 30 kg delivered to consumers in 16 to 30 days.',
            zh_cn: '推出大件电商包裹专线：单箱最重 30 公斤，16 至 30 天送达消费者。',
          },
        },
        {
          year: '2022',
          title: { en_us: 'Mexico', zh_cn: '拓展墨西哥' },
          text: {
            en_us: 'Offices in Mexico City and Laredo and cross-border trucking between the US and Mexico.',
            zh_cn: '墨西哥城和拉雷多网点成立，开通美墨跨境卡车运输。',
          },
        },
        {
          year: '2024',
          title: { en_us: 'Singapore hub', zh_cn: '新加坡枢纽' },
          text: {
            en_us: 'A regional hub and bonded warehouse in Singapore for South-East Asia and the Middle East.',
            zh_cn: '在新加坡设立区域枢纽和保税仓，服务东南亚及中东。',
          },
        },
        {
          year: '2025',
          title: { en_us: '450,000 TEU', zh_cn: '45 万 TEU' },
          text: {
            en_us: 'Ocean volume passes 450,000 TEU with 2,300 people in 62 offices.',
            zh_cn: '海运量突破 45 万 TEU，员工 2300 人，网点 62 个。',
          },
        },
      ],
    },
    {
      kind: 'quote',
      id: 'founders',
      text: {
        en_us:
          'We were tired of telling customers we did not know where their container was. So we built a company that always does.',
        zh_cn: '我们受够了告诉客户“不知道您的柜子在哪儿”。所以我们建了一家永远知道答案的公司。',
      },
      source: { en_us: 'The founders of {brand}', zh_cn: '{brand} 创始人' },
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Write the next chapter with us', zh_cn: '与我们共写下一章' },
      text: {
        en_us: 'Whether you ship with us or want to work with us, we would like to hear from you.',
        zh_cn: '无论您想与我们合作发货，还是想加入我们，都欢迎与我们联系。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'Who we are', zh_cn: '我们是谁' }, href: '/who-we-are' },
    },
  ],
};

export default page;

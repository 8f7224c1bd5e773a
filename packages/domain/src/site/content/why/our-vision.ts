import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/why-{product}/our-vision',
  group: 'why',
  icon: 'leaf',
  title: { en_us: 'Our vision', zh_cn: '我们的愿景' },
  description: {
    en_us:
      'Where {brand} is going: freight that is planned, visible and clean, and the goals we hold ourselves to by 2030.',
    zh_cn: '{brand} 的方向：可计划、可视、更清洁的货运，以及我们为 2030 年设定的目标。',
  },
  heading: { en_us: 'Our vision', zh_cn: '我们的愿景' },
  lead: {
    en_us:
      'We want moving goods across the world to be as dependable as sending an e-mail: planned, visible at every step and with a footprint our customers can report on with confidence.',
    zh_cn: '我们希望跨越全球运送货物能像发邮件一样可靠：有计划、每一步都可见，碳足迹也能让客户放心地对外披露。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'mission',
      heading: { en_us: 'Our mission', zh_cn: '我们的使命' },
      paragraphs: [
        {
          en_us:
            'To give every customer, from a seller shipping their first pallet to a manufacturer moving thousands of containers, the same service: space when it is needed, honest dates, one view of the whole journey and a person who answers.',
          zh_cn:
            '让每一位客户——无论是第一次发一托盘货的卖家，还是每年运送数千个集装箱的制造商——都获得同样的服务：需要时有舱位，日期实事求是，全程一目了然，有问题总有人回应。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'principles',
      heading: { en_us: 'The principles we work by', zh_cn: '我们的工作原则' },
      cards: [
        {
          icon: 'handshake',
          title: { en_us: 'Say what we will do, then do it', zh_cn: '言出必行' },
          text: {
            en_us: 'We confirm only what we can deliver and tell you early when something changes.',
            zh_cn: '只确认能做到的事，有变化时尽早告知。',
          },
        },
        {
          icon: 'eye',
          title: { en_us: 'Share what we know', zh_cn: '信息共享' },
          text: {
            en_us: 'Our customers see the same data our operations team sees.',
            zh_cn: '客户看到的数据与我们操作团队看到的一致。',
          },
        },
        {
          icon: 'leaf',
          title: { en_us: 'Cut waste and emissions', zh_cn: '减少浪费与排放' },
          text: {
            en_us: 'Fuller containers, fewer empty miles and cleaner fuels where we can choose them.',
            zh_cn: '提高装箱率，减少空驶，在可选择时使用更清洁的燃料。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'goals-2030',
      heading: { en_us: 'Our goals for 2030', zh_cn: '2030 年目标' },
      items: [
        {
          en_us: 'A CO₂e figure for every shipment, calculated to the GLEC Framework and ISO 14083.',
          zh_cn: '每票货都提供按 GLEC 框架和 ISO 14083 计算的二氧化碳当量数据。',
        },
        {
          en_us: 'Scope 1 and 2 emissions of our own sites and trucks cut by half compared with 2022.',
          zh_cn: '自有站点和车队的范围一、范围二排放较 2022 年减半。',
        },
        {
          en_us: 'All warehouses on renewable electricity; solar roofs on every site we own.',
          zh_cn: '所有仓库使用可再生电力，自有场地全部安装屋顶光伏。',
        },
        {
          en_us: 'Every document paperless where the law allows, including electronic bills of lading.',
          zh_cn: '在法律允许的范围内全面无纸化，包括电子提单。',
        },
        {
          en_us: '96 % of shipments delivered in the promised window.',
          zh_cn: '96% 的货物在承诺时间窗口内送达。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Build it with us', zh_cn: '与我们一同实现' },
      text: {
        en_us: 'Customers and carriers shape these goals with us. Tell us what matters to you.',
        zh_cn: '这些目标由客户、承运人与我们共同塑造。告诉我们您最看重什么。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'Sustainability', zh_cn: '可持续发展' }, href: '/sustainability' },
    },
  ],
};

export default page;

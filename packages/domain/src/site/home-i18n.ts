import type { AreaCatalog } from '../i18n/catalog';

/** Texts of the home page (site.home.*, besides the title and lead in the public catalog). */
export const homeCatalog: AreaCatalog = {
  en_us: {
    site: {
      home: {
        hero: {
          eyebrow: 'Ocean · Air · Overland · Customs · Warehousing',
          quote: 'Request a quote',
          services: 'Our services',
          art: 'Container ship on a route between two ports',
        },
        figures: {
          title: '{brand} in figures',
          teu: '450,000 TEU',
          teuLabel: 'ocean freight a year',
          air: '88,000 t',
          airLabel: 'air freight a year',
          offices: '62 offices',
          officesLabel: 'in 21 countries',
          onTime: '94.6 %',
          onTimeLabel: 'delivered in the promised window',
        },
        services: {
          title: 'Supply chain services',
          intro:
            'One forwarder from the factory door to your customer: booked, cleared, stored and tracked in one system.',
          more: 'Learn more',
          ocean: {
            title: 'Ocean freight',
            text: 'FCL and LCL on every main lane out of Asia, on space we hold with the carriers.',
          },
          air: {
            title: 'Air freight',
            text: 'Consolidations, next flight out and charters, including dangerous goods.',
          },
          overland: { title: 'Overland', text: 'Full and part loads, cross-border trucking and China–Europe rail.' },
          contractLogistics: {
            title: 'Contract logistics',
            text: 'Warehousing, pick and pack, transloading and returns with agreed service levels.',
          },
          depot: {
            title: 'Depot operations',
            text: 'Container storage, repair and reefer inspections next to six ports.',
          },
          customs: {
            title: 'Customs brokerage',
            text: 'Classification, entries, bonds, ISF and duty drawback by licensed brokers.',
          },
          warehouse: {
            title: 'Warehouses',
            text: 'Fourteen warehouses near ports and airports, bonded and eCommerce-ready.',
          },
        },
        reasons: {
          title: 'Four reasons to ship with {brand}',
          all: 'All four reasons',
          predictability: {
            title: 'Predictability',
            text: 'Contracted space and honest dates that hold in peak season.',
          },
          visibility: { title: 'Visibility', text: 'Every container, flight and truck in one timeline.' },
          control: { title: 'Control', text: 'Your routing guide and priorities in every booking.' },
          reliability: { title: 'Reliability', text: 'Licensed, insured and answering around the clock.' },
        },
        locations: {
          title: 'Wherever your cargo goes',
          text: 'Our own offices in 21 countries and partner agents in more than 140 cover the Americas, China, Asia Pacific and Europe, the Middle East and Africa.',
          link: 'Find an office',
          americas: 'Americas',
          china: 'China',
          asiaPacific: 'Asia Pacific',
          emea: 'EMEA',
        },
        ecommerce: {
          title: 'eCommerce logistics for oversized parcels',
          text: 'Sofas, bicycles and fitness equipment to consumers abroad, door to door, duties included.',
          value: 'Goods value under 800 USD',
          weight: 'Up to 30 kg per box',
          transit: '16 to 30 days in transit',
          recipient: 'Delivered to individuals',
          link: 'eCommerce logistics',
        },
        portal: {
          title: 'Your shipments, online',
          text: 'Track containers, air cargo and parcels, and see your company’s shipments in full in the portal — the same data our own teams work with.',
          signIn: 'Sign in to the portal',
          track: 'Track without signing in',
          signUp: 'Create an account',
        },
        contact: {
          title: 'Talk to a freight specialist',
          text: 'Tell us what you ship, from where and to where. An account manager in your region answers within one working day.',
          action: 'Contact us',
          quote: 'Request a quote',
        },
      },
    },
  },
  zh_cn: {
    site: {
      home: {
        hero: {
          eyebrow: '海运 · 空运 · 陆运 · 报关 · 仓储',
          quote: '在线询价',
          services: '我们的服务',
          art: '往返两港之间的集装箱船',
        },
        figures: {
          title: '{brand} 数据一览',
          teu: '45 万 TEU',
          teuLabel: '年海运箱量',
          air: '8.8 万吨',
          airLabel: '年空运货量',
          offices: '62 个网点',
          officesLabel: '遍布 21 个国家',
          onTime: '94.6%',
          onTimeLabel: '在承诺时间窗口内送达',
        },
        services: {
          title: '供应链服务',
          intro: '从工厂门口到您的客户，一家货代全程负责：订舱、清关、仓储、追踪都在同一个系统里完成。',
          more: '了解详情',
          ocean: { title: '海运', text: '亚洲出发各主要航线的整箱与拼箱，使用我们与船公司签订的合约舱位。' },
          air: { title: '空运', text: '集运、最快航班直发及包机，危险品也能运。' },
          overland: { title: '陆运', text: '整车与零担、跨境公路运输和中欧班列。' },
          contractLogistics: { title: '合同物流', text: '仓储、拣货包装、转运换装和退货处理，服务水平写进合同。' },
          depot: { title: '堆场作业', text: '六个临港堆场提供集装箱堆存、修箱和冷箱检测。' },
          customs: { title: '报关代理', text: '持证报关员办理归类、申报、保证金、ISF 和关税退税。' },
          warehouse: { title: '仓库网络', text: '14 个临近港口和机场的仓库，支持保税和跨境电商业务。' },
        },
        reasons: {
          title: '选择 {brand} 的四个理由',
          all: '查看四个理由',
          predictability: { title: '可预期', text: '合约舱位加上如实的日期，旺季也能兑现。' },
          visibility: { title: '可视化', text: '每个集装箱、航班和卡车都在一条时间线上。' },
          control: { title: '可掌控', text: '您的路由指引和优先级体现在每一次订舱中。' },
          reliability: { title: '可信赖', text: '资质齐全、保险完备，全天候有人响应。' },
        },
        locations: {
          title: '货到哪里，我们就在哪里',
          text: '我们在 21 个国家设有自营网点，并与 140 多个国家的代理合作，覆盖美洲、中国、亚太以及欧洲、中东和非洲。',
          link: '查找网点',
          americas: '美洲',
          china: '中国',
          asiaPacific: '亚太',
          emea: '欧洲、中东及非洲',
        },
        ecommerce: {
          title: '大件包裹跨境电商物流',
          text: '沙发、自行车、健身器材直送海外消费者，门到门，含税派送。',
          value: '货值低于 800 美元',
          weight: '单箱不超过 30 公斤',
          transit: '运输时效 16 至 30 天',
          recipient: '收件人须为个人',
          link: '跨境电商物流',
        },
        portal: {
          title: '货物信息，尽在线上',
          text: '在门户中追踪集装箱、空运货物和包裹，查看贵公司货物的完整信息——与我们团队使用的是同一份数据。',
          signIn: '登录门户',
          track: '无需登录，直接查询',
          signUp: '注册账户',
        },
        contact: {
          title: '与货运专家聊聊',
          text: '告诉我们您运什么、从哪里到哪里，您所在地区的客户经理会在一个工作日内回复。',
          action: '联系我们',
          quote: '在线询价',
        },
      },
    },
  },
};

import type { ContentPage } from '../types';

const advisory: ContentPage = {
  path: '/advisory',
  group: 'support',
  icon: 'document',
  title: { en_us: 'Customer advisories', zh_cn: '客户通告' },
  description: {
    en_us:
      'Dated notices from {brand} on what affects your shipments now: peak season surcharges, port congestion, Red Sea routing, Chinese New Year, ICS2 and ISF filing deadlines.',
    zh_cn: '{brand}发布的最新客户通告：旺季附加费、港口拥堵、红海航线绕行、春节安排，以及ICS2和ISF申报截止要求。',
  },
  heading: { en_us: 'Customer advisories', zh_cn: '客户通告' },
  lead: {
    en_us:
      'What is changing on the lanes we serve and what it means for your bookings. The newest advisory comes first; your branch contacts you directly when a change affects a shipment already booked.',
    zh_cn:
      '我们所服务航线的最新变化及其对您订舱的影响，按发布时间由新到旧排列。如变化影响到已订舱的货物，负责的分公司会直接与您联系。',
  },
  blocks: [
    {
      kind: 'timeline',
      id: 'current',
      heading: { en_us: 'Current advisories', zh_cn: '最新通告' },
      entries: [
        {
          year: '2026-11-20',
          title: { en_us: 'Peak season surcharges on Asia–North America lanes', zh_cn: '亚洲至北美航线旺季附加费' },
          text: {
            en_us:
              'Several carriers have filed peak season surcharges on transpacific eastbound cargo effective 1 December 2026. Surcharges apply by loading date, not booking date, so containers rolled to a later sailing may attract them. Your quotation shows whether a surcharge is included.',
            zh_cn:
              '多家船公司已申报自2026年12月1日起对跨太平洋东行货物征收旺季附加费（PSS）。附加费按装船日期而非订舱日期计收，因此被甩柜至后续航次的集装箱也可能产生该费用。报价单上会注明是否已包含附加费。',
          },
        },
        {
          year: '2026-11-12',
          title: { en_us: 'Chinese New Year 2027: book early', zh_cn: '2027年春节：请尽早订舱' },
          text: {
            en_us:
              'Chinese New Year falls on 6 February 2027. Most factories close from about 30 January to 20 February, and carriers cancel sailings in the weeks around it. Please book cargo that must leave before the holiday by 8 January 2027 and expect tight space until early March.',
            zh_cn:
              '2027年春节为2月6日。多数工厂约在1月30日至2月20日期间停工，前后几周船公司也会取消部分航次。需在节前出运的货物请于2027年1月8日前订舱，预计至三月初舱位仍较紧张。',
          },
        },
        {
          year: '2026-11-03',
          title: { en_us: 'Yard congestion in Rotterdam and Hamburg', zh_cn: '鹿特丹和汉堡堆场拥堵' },
          text: {
            en_us:
              'High yard occupancy at several North European terminals is lengthening vessel waiting times by two to four days and shortening export delivery windows. Deliver export containers only within the opening announced for your vessel, and plan import pickups promptly to avoid storage charges.',
            zh_cn:
              '北欧多个码头堆场利用率居高不下，船舶等泊时间延长两至四天，出口进港窗口随之缩短。出口重箱请严格在对应船期公布的进港时间内送达；进口提柜请及时安排，以免产生堆存费。',
          },
        },
        {
          year: '2026-10-22',
          title: { en_us: 'Red Sea: routing via the Cape of Good Hope continues', zh_cn: '红海局势：继续绕行好望角' },
          text: {
            en_us:
              'Most Asia–Europe and Asia–Mediterranean services still avoid the Suez Canal and sail around the Cape of Good Hope, adding 10 to 14 days to transit times. Schedules on our quotations already reflect the longer routing; we will advise you before any service returns to the Red Sea.',
            zh_cn:
              '大多数亚欧及亚地中海航线仍避开苏伊士运河，绕行好望角，运输时间增加10至14天。我们报价中的船期已按绕行线路计算；如有航线恢复经红海航行，我们将提前通知您。',
          },
        },
        {
          year: '2026-10-08',
          title: { en_us: 'ICS2: entry summary declarations for the EU', zh_cn: 'ICS2：欧盟入境摘要申报' },
          text: {
            en_us:
              'Every shipment into or through the EU needs an entry summary declaration (ENS) under ICS2 with a precise goods description, the six-digit HS code and full buyer and seller details. For containerised ocean cargo the filing is due 24 hours before loading at the port of origin. Send complete data with your booking; missing data stops loading.',
            zh_cn:
              '所有进入或途经欧盟的货物均须通过ICS2提交入境摘要申报（ENS），内容包括准确的品名、六位HS编码以及完整的买卖双方信息。集装箱海运货物须在起运港装船前24小时完成申报。请在订舱时提供完整资料，资料缺失将导致货物无法装船。',
          },
        },
        {
          year: '2026-09-15',
          title: { en_us: 'ISF 10+2 for US imports', zh_cn: '美国进口ISF 10+2申报' },
          text: {
            en_us:
              'The Importer Security Filing for ocean cargo to the United States must reach US Customs and Border Protection at least 24 hours before the container is loaded at the foreign port. Late, incomplete or inaccurate filings can be penalised with up to USD 5,000 each. Send us the ISF data at least 72 hours before the cargo cut-off.',
            zh_cn:
              '海运进口美国的货物，须在外国港口装船前至少24小时向美国海关与边境保护局（CBP）提交进口安全申报（ISF）。迟报、漏报或错报每次最高可被罚款5,000美元。请在截关前至少72小时将ISF资料发送给我们。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'what-to-do',
      heading: { en_us: 'What we recommend now', zh_cn: '当前建议' },
      items: [
        {
          en_us: 'Book two to three weeks ahead on Asia–North America and Asia–Europe lanes until the end of February.',
          zh_cn: '二月底之前，亚洲至北美和亚欧航线请提前两到三周订舱。',
        },
        {
          en_us: 'Send commercial invoices and packing lists with the booking so advance filings can be made on time.',
          zh_cn: '订舱时请一并提供商业发票和装箱单，以便按时完成各项预申报。',
        },
        {
          en_us:
            'Allow for longer transit on Europe-bound cargo when planning stock, or ask us about rail as an alternative.',
          zh_cn: '安排库存时请为发往欧洲的货物预留更长的运输时间，也可以向我们咨询铁路替代方案。',
        },
        {
          en_us: 'Follow milestone changes on the tracking page instead of waiting for the arrival notice.',
          zh_cn: '请在追踪页面关注节点变化，不要等到到货通知才查看。',
        },
      ],
    },
    {
      kind: 'cards',
      heading: { en_us: 'Related notices and tools', zh_cn: '相关通告与工具' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'Blank sailings', zh_cn: '停航通知' },
          text: { en_us: 'Sailings cancelled by carriers, by trade lane.', zh_cn: '按航线查看船公司取消的航次。' },
          href: '/blank-sailing',
        },
        {
          icon: 'customs',
          title: { en_us: 'Customs and compliance', zh_cn: '报关与合规' },
          text: { en_us: 'ISF, AMS, entries and bonds explained.', zh_cn: 'ISF、AMS、进口申报和海关担保详解。' },
          href: '/chb',
        },
        {
          icon: 'route',
          title: { en_us: 'Track a shipment', zh_cn: '货物追踪' },
          text: { en_us: 'See the latest milestones of your cargo.', zh_cn: '查看货物的最新节点。' },
          href: '/tracking',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Is your shipment affected?', zh_cn: '您的货物是否受影响？' },
      text: {
        en_us:
          'Ask your branch for the options on a specific booking: an earlier sailing, another port or another mode.',
        zh_cn: '请联系负责的分公司，针对具体订舱了解可选方案：提前船期、换港或更换运输方式。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
    },
  ],
};

export default advisory;

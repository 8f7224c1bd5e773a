import type { ContentPage } from '../types';

const history: ContentPage = {
  path: '/about/history',
  group: 'about',
  icon: 'clock',
  title: { en_us: 'History, values and compliance', zh_cn: '发展历程、价值观与合规' },
  description: {
    en_us:
      'How {brand} grew from a Hong Kong ocean desk in 1988 to a forwarder with 96 offices, the values we work by, our compliance programme and careers.',
    zh_cn:
      '{brand}如何从1988年香港的一个海运部门成长为拥有96个办事处的货代企业，以及我们的价值观、合规体系和职业机会。',
  },
  heading: { en_us: 'Our history', zh_cn: '发展历程' },
  lead: {
    en_us:
      'Nearly four decades of moving freight, one trade lane at a time. Each step below began with customers who asked us to follow their cargo somewhere new.',
    zh_cn: '近四十年来，我们一条航线一条航线地拓展业务。下面的每一步，都源于客户希望我们把他们的货物送到新的地方。',
  },
  blocks: [
    {
      kind: 'timeline',
      id: 'timeline',
      heading: { en_us: 'Milestones', zh_cn: '大事记' },
      entries: [
        {
          year: '1988',
          title: { en_us: 'A four-person ocean desk', zh_cn: '四人海运部门起步' },
          text: {
            en_us:
              '{brand} opens in Hong Kong, consolidating garments and toys for importers in Los Angeles and Oakland.',
            zh_cn: '{brand}在香港成立，为洛杉矶和奥克兰的进口商集运服装和玩具。',
          },
        },
        {
          year: '1992',
          title: { en_us: 'First office in the United States', zh_cn: '设立首个美国办事处' },
          text: {
            en_us:
              'Our Los Angeles office opens and we register as an ocean transport intermediary with the Federal Maritime Commission.',
            zh_cn: '洛杉矶办事处开业，并在美国联邦海事委员会（FMC）登记为海运中介。',
          },
        },
        {
          year: '1995',
          title: { en_us: 'Mainland China', zh_cn: '进入中国内地' },
          text: {
            en_us: 'Shanghai and Shenzhen open, followed by Ningbo, Qingdao and Xiamen before 2000.',
            zh_cn: '上海和深圳分公司成立，2000年前又相继开设宁波、青岛和厦门分公司。',
          },
        },
        {
          year: '1996',
          title: { en_us: 'Licensed customs brokerage', zh_cn: '取得报关资质' },
          text: {
            en_us: 'Our US customs brokerage is licensed, so we can clear the cargo we carry ourselves.',
            zh_cn: '美国报关业务获得执照，我们可以为自己承运的货物直接办理清关。',
          },
        },
        {
          year: '2001',
          title: { en_us: 'Europe', zh_cn: '拓展欧洲' },
          text: {
            en_us: 'Rotterdam and Hamburg open to serve the Asia–North Europe lane at both ends.',
            zh_cn: '鹿特丹和汉堡分公司开业，在亚欧航线两端提供服务。',
          },
        },
        {
          year: '2006',
          title: { en_us: 'Air freight hubs', zh_cn: '建立空运枢纽' },
          text: {
            en_us: 'Consolidation hubs in Taipei and Frankfurt start weekly air services to North America.',
            zh_cn: '台北和法兰克福的集运中心开通每周发往北美的空运服务。',
          },
        },
        {
          year: '2009',
          title: { en_us: 'Online tracking', zh_cn: '上线在线追踪' },
          text: {
            en_us: 'Customers can follow containers and download documents online for the first time.',
            zh_cn: '客户首次可以在线跟踪集装箱并下载单证。',
          },
        },
        {
          year: '2013',
          title: { en_us: 'China–Europe rail', zh_cn: '开通中欧班列' },
          text: {
            en_us: 'Block trains from Chongqing and Xi’an to Duisburg give customers a middle way between sea and air.',
            zh_cn: '从重庆和西安开往杜伊斯堡的班列，为客户提供了介于海运和空运之间的选择。',
          },
        },
        {
          year: '2016',
          title: { en_us: 'Speaking Up helpline', zh_cn: '设立举报热线' },
          text: {
            en_us:
              'A revised code of conduct and an independent channel to report misconduct, in every language we work in.',
            zh_cn: '修订行为准则，并以我们业务所用的各种语言开通独立的违规举报渠道。',
          },
        },
        {
          year: '2019',
          title: { en_us: 'First emissions report', zh_cn: '首份排放报告' },
          text: {
            en_us: 'We publish the emissions of our customers’ freight calculated under the GLEC Framework.',
            zh_cn: '我们首次按照GLEC框架核算并发布客户货物运输的碳排放。',
          },
        },
        {
          year: '2023',
          title: { en_us: 'eCommerce parcels', zh_cn: '推出电商包裹业务' },
          text: {
            en_us: 'An oversized-parcel service delivers bulky online orders from China to private recipients.',
            zh_cn: '推出大件包裹服务，把体积较大的网购商品从中国直接送到个人收件人手中。',
          },
        },
        {
          year: '2025',
          title: { en_us: 'One portal for customers and staff', zh_cn: '客户与员工共用一个门户' },
          text: {
            en_us:
              'Bookings, tracking, customs and invoicing move into one bilingual portal used by customers and every branch.',
            zh_cn: '订舱、追踪、报关和开票整合到一个中英双语门户，客户和各分公司共同使用。',
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'values',
      heading: { en_us: 'Our values', zh_cn: '我们的价值观' },
      intro: {
        en_us: 'Five commitments that decide how we work when nobody is checking.',
        zh_cn: '五项承诺，决定了我们在无人监督时如何做事。',
      },
      cards: [
        {
          icon: 'handshake',
          title: { en_us: 'Integrity', zh_cn: '诚信' },
          text: {
            en_us: 'We quote what we will invoice, declare cargo as it is, and never pay to make a problem go away.',
            zh_cn: '报价即结算价，货物如实申报，绝不花钱“摆平”问题。',
          },
        },
        {
          icon: 'eye',
          title: { en_us: 'Transparency', zh_cn: '透明' },
          text: {
            en_us: 'Customers see the same milestones and documents our staff see, including the delays.',
            zh_cn: '客户看到的节点和单证与我们员工看到的一致，延误也不例外。',
          },
        },
        {
          icon: 'people',
          title: { en_us: 'Care for people', zh_cn: '关爱员工' },
          text: {
            en_us: 'Safe warehouses and trucks, fair hours, and respect for colleagues, drivers and suppliers alike.',
            zh_cn: '安全的仓库和车辆、合理的工时，尊重每一位同事、司机和供应商。',
          },
        },
        {
          icon: 'control',
          title: { en_us: 'Ownership', zh_cn: '担当' },
          text: {
            en_us:
              'The office that takes a booking owns the outcome until the cargo is delivered and the invoice is right.',
            zh_cn: '接单的分公司对结果负责，直到货物交付、账单无误。',
          },
        },
        {
          icon: 'leaf',
          title: { en_us: 'Long-term thinking', zh_cn: '长远眼光' },
          text: {
            en_us:
              'We would rather keep a customer for twenty years than win one shipment, and we plan our emissions the same way.',
            zh_cn: '我们宁愿与客户合作二十年，也不追求一单之利；对待碳减排也是如此。',
          },
        },
      ],
    },
    {
      kind: 'text',
      id: 'compliance',
      heading: { en_us: 'Our compliance programme', zh_cn: '合规体系' },
      paragraphs: [
        {
          en_us:
            'A forwarder files declarations on behalf of others, so every mistake or shortcut we allow becomes our customers’ problem. Our compliance programme is led by a Chief Compliance Officer who reports to the board, with a compliance lead in each region.',
          zh_cn:
            '货代是代客户向海关等部门申报的，我们放过的任何差错或捷径，最终都会变成客户的麻烦。我们的合规体系由直接向董事会汇报的首席合规官负责，每个区域另设合规负责人。',
        },
        {
          en_us:
            'It covers the code of conduct, anti-bribery, screening of parties against sanctions lists, export controls, customs compliance, data protection and the conduct of our suppliers. Every colleague completes compliance training when joining and every year after, and we review our controls with an external auditor every two years.',
          zh_cn:
            '合规体系涵盖行为准则、反贿赂、交易方制裁名单筛查、出口管制、海关合规、数据保护以及供应商行为。每位员工入职时和此后每年都要完成合规培训，我们每两年请外部审计机构评估一次内控措施。',
        },
        {
          en_us:
            'Anyone, inside or outside {brand}, can raise a concern through Speaking Up. We aim to conclude every report within 30 business days and do not tolerate retaliation against people who report in good faith.',
          zh_cn:
            '{brand}内外的任何人都可以通过举报热线反映问题。我们力争在30个工作日内办结每一份举报，绝不容忍对善意举报人的任何打击报复。',
        },
      ],
    },
    {
      kind: 'cards',
      heading: { en_us: 'Compliance in detail', zh_cn: '合规详情' },
      cards: [
        {
          icon: 'shield',
          title: { en_us: 'Ethics and compliance', zh_cn: '道德与合规' },
          text: {
            en_us: 'The code of conduct, sanctions screening, data protection and supplier code.',
            zh_cn: '行为准则、制裁筛查、数据保护和供应商准则。',
          },
          href: '/ethics-compliance',
        },
        {
          icon: 'eye',
          title: { en_us: 'Speaking Up', zh_cn: '举报热线' },
          text: { en_us: 'Report a concern, openly or anonymously.', zh_cn: '实名或匿名反映问题。' },
          href: '/about/speakingUp',
        },
      ],
    },
    {
      kind: 'text',
      id: 'careers',
      heading: { en_us: 'Careers', zh_cn: '职业发展' },
      paragraphs: [
        {
          en_us:
            'Most of our branch managers started at {brand} as operators or customer service agents. We hire for operations, customs, sales, IT and finance in all four regions, and run a two-year graduate programme that rotates through origin and destination offices.',
          zh_cn:
            '我们的大多数分公司经理都是从{brand}的操作员或客服做起的。我们在四大区域招聘操作、报关、销售、IT和财务人才，并开设为期两年的管培生项目，在起运地和目的地分公司之间轮岗。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Build your career in freight', zh_cn: '在货运行业成就您的事业' },
      text: {
        en_us: 'See our teams, the graduate programme and how our hiring process works.',
        zh_cn: '了解我们的团队、管培生项目和招聘流程。',
      },
      action: { en_us: 'Careers at {brand}', zh_cn: '加入{brand}' },
      href: '/career',
    },
  ],
};

export default history;

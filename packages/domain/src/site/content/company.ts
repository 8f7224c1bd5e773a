import type { ContentLoader, ContentMeta } from './types';

/** Company, legal, support and other written pages: path -> page module. */
export const COMPANY_PAGES: Readonly<Record<string, ContentLoader>> = {
  '/about': () => import('./company/about'),
  '/about/history': () => import('./company/history'),
  '/ethics-compliance': () => import('./company/ethics-compliance'),
  '/career': () => import('./company/career'),
  '/sustainability': () => import('./company/sustainability'),
  '/advisory': () => import('./company/advisory'),
  '/blank-sailing': () => import('./company/blank-sailing'),
  '/covid-policies': () => import('./company/covid-policies'),
  '/relocation': () => import('./company/relocation'),
  '/online-customers-support': () => import('./company/customer-support'),
  '/chb': () => import('./company/chb'),
  '/userInterface': () => import('./company/user-interface'),
  '/internal': () => import('./company/internal'),
  '/term-of-use': () => import('./company/terms-of-use'),
  '/privacy-policy': () => import('./company/privacy-policy'),
  '/cookies': () => import('./company/cookies'),
};

/** Titles, descriptions and groups of the same pages, kept equal to the pages by a test. */
export const COMPANY_META: Readonly<Record<string, ContentMeta>> = {
  '/about': {
    title: { en_us: 'About {brand}', zh_cn: '关于{brand}' },
    description: {
      en_us:
        'Who {brand} is: an independent freight forwarder with offices in the Americas, China, Asia Pacific and EMEA, moving ocean, air, rail and road freight and clearing it through customs.',
      zh_cn:
        '{brand}是一家独立的国际货运代理，在美洲、中国、亚太和欧洲中东非洲设有分支机构，提供海运、空运、铁路和公路运输及报关服务。',
    },
    group: 'about',
  },
  '/about/history': {
    title: { en_us: 'History, values and compliance', zh_cn: '发展历程、价值观与合规' },
    description: {
      en_us:
        'How {brand} grew from a Hong Kong ocean desk in 1988 to a forwarder with 96 offices, the values we work by, our compliance programme and careers.',
      zh_cn:
        '{brand}如何从1988年香港的一个海运部门成长为拥有96个办事处的货代企业，以及我们的价值观、合规体系和职业机会。',
    },
    group: 'about',
  },
  '/ethics-compliance': {
    title: { en_us: 'Ethics and compliance', zh_cn: '道德与合规' },
    description: {
      en_us:
        'The rules {brand} works by: code of conduct, anti-bribery, sanctions and export control screening, data protection, the supplier code and how to report a concern.',
      zh_cn: '{brand}恪守的规则：行为准则、反贿赂、制裁与出口管制筛查、数据保护、供应商准则以及问题反映渠道。',
    },
    group: 'about',
  },
  '/career': {
    title: { en_us: 'Careers at {brand}', zh_cn: '加入{brand}' },
    description: {
      en_us:
        'Work in freight forwarding at {brand}: operations, customs, sales, IT and finance teams, a two-year graduate programme, our hiring process and how to apply.',
      zh_cn: '在{brand}从事国际货代工作：操作、报关、销售、IT和财务团队，两年制管培生项目，招聘流程及申请方式。',
    },
    group: 'about',
  },
  '/sustainability': {
    title: { en_us: 'Sustainability', zh_cn: '可持续发展' },
    description: {
      en_us:
        'How {brand} measures the emissions of your freight under the GLEC Framework, shifts cargo to rail, offers biofuel options, reduces packaging, and the targets we have set.',
      zh_cn: '{brand}如何按GLEC框架核算货物运输排放、推动公转铁、提供生物燃料选项、减少包装，以及我们设定的减排目标。',
    },
    group: 'about',
  },
  '/advisory': {
    title: { en_us: 'Customer advisories', zh_cn: '客户通告' },
    description: {
      en_us:
        'Dated notices from {brand} on what affects your shipments now: peak season surcharges, port congestion, Red Sea routing, Chinese New Year, ICS2 and ISF filing deadlines.',
      zh_cn: '{brand}发布的最新客户通告：旺季附加费、港口拥堵、红海航线绕行、春节安排，以及ICS2和ISF申报截止要求。',
    },
    group: 'support',
  },
  '/blank-sailing': {
    title: { en_us: 'Blank sailings', zh_cn: '停航通知' },
    description: {
      en_us:
        'What blank sailings are, how {brand} notifies you, the current cancelled sailings per trade lane and what to do if your booking is affected.',
      zh_cn: '什么是停航（空班）、{brand}如何通知您、各航线当前的停航信息，以及订舱受影响时该怎么办。',
    },
    group: 'support',
  },
  '/covid-policies': {
    title: { en_us: 'COVID-19 health and safety policies', zh_cn: '新冠疫情健康与安全政策' },
    description: {
      en_us:
        'How {brand}’s health and safety policy changed during the COVID-19 pandemic, how our operations kept running, and which measures remain in force.',
      zh_cn: '新冠疫情期间{brand}健康与安全政策的调整历程、我们如何保持业务运转，以及目前仍然有效的措施。',
    },
    group: 'other',
  },
  '/relocation': {
    title: { en_us: 'Household and office relocation', zh_cn: '家庭与办公室搬迁' },
    description: {
      en_us:
        'International moves of household goods and offices with {brand}: pre-move survey, professional packing, customs clearance of personal effects and door-to-door delivery.',
      zh_cn: '{brand}提供家庭物品和办公室国际搬迁服务：搬迁前勘察、专业打包、个人物品清关以及门到门交付。',
    },
    group: 'other',
  },
  '/online-customers-support': {
    title: { en_us: 'Customer support', zh_cn: '客户服务' },
    description: {
      en_us:
        'How to reach {brand} customer service: support channels, opening hours by region, the customer portal, tracking, downloading documents and answers to common questions.',
      zh_cn: '如何联系{brand}客户服务：服务渠道、各区域服务时间、客户门户、货物追踪、单证下载及常见问题解答。',
    },
    group: 'support',
  },
  '/chb': {
    title: { en_us: 'Customs and compliance', zh_cn: '报关与合规' },
    description: {
      en_us:
        'Customs house brokerage by {brand}: tariff classification, entries, customs bonds, ACE and ABI filing, ISF 10+2, AMS, post-entry audits and answers to importers’ questions.',
      zh_cn:
        '{brand}报关代理服务：税则归类、进口申报、海关担保、ACE与ABI电子申报、ISF 10+2、AMS舱单、申报后稽核及进口商常见问题。',
    },
    group: 'other',
  },
  '/userInterface': {
    title: { en_us: 'Guide to the customer portal', zh_cn: '客户门户使用指南' },
    description: {
      en_us:
        'A guide to the {brand} customer portal: signing in, the dashboard, tracking shipments, documents, switching language and managing your account settings.',
      zh_cn: '{brand}客户门户使用指南：登录、看板、货物追踪、单证、切换语言以及账户设置。',
    },
    group: 'support',
  },
  '/internal': {
    title: { en_us: 'Staff entrance', zh_cn: '员工入口' },
    description: {
      en_us:
        'The entrance for {brand} employees: what the operations portal is for, where staff sign in, how to reach IT support and the acceptable use rules.',
      zh_cn: '{brand}员工入口：运营门户的用途、员工登录方式、IT支持联系方式以及使用规范。',
    },
    group: 'other',
  },
  '/term-of-use': {
    title: { en_us: 'Terms of use', zh_cn: '使用条款' },
    description: {
      en_us:
        'The terms for using the {brand} website, online tracking and the customer portal: accounts, acceptable use, the status of information and quotations, liability and governing law.',
      zh_cn: '使用{brand}网站、在线追踪和客户门户的条款：账户、使用规范、信息与报价的效力、责任限制及适用法律。',
    },
    group: 'legal',
  },
  '/privacy-policy': {
    title: { en_us: 'Privacy policy', zh_cn: '隐私政策' },
    description: {
      en_us:
        'Which personal data {brand} processes, why and on what legal basis, how long we keep it, your rights, cross-border transfers including under China’s PIPL, and how to reach our data protection officer.',
      zh_cn:
        '{brand}处理哪些个人信息、处理目的和法律依据、保存期限、您的权利、包括依照中国《个人信息保护法》进行的跨境传输，以及数据保护官的联系方式。',
    },
    group: 'legal',
  },
  '/cookies': {
    title: { en_us: 'Cookies and browser storage', zh_cn: 'Cookie与浏览器存储' },
    description: {
      en_us:
        'The cookies and browser storage the {brand} website and portal use: two strictly necessary cookies for signing in, and session storage for your language choice. No advertising or analytics cookies.',
      zh_cn:
        '{brand}网站和门户使用的Cookie与浏览器存储：两个登录所必需的Cookie，以及保存语言选择的会话存储。不使用任何广告或统计类Cookie。',
    },
    group: 'legal',
  },
};

import type { ContentPage } from '../types';

const customerSupport: ContentPage = {
  path: '/online-customers-support',
  group: 'support',
  icon: 'support',
  title: { en_us: 'Customer support', zh_cn: '客户服务' },
  description: {
    en_us:
      'How to reach {brand} customer service: support channels, opening hours by region, the customer portal, tracking, downloading documents and answers to common questions.',
    zh_cn: '如何联系{brand}客户服务：服务渠道、各区域服务时间、客户门户、货物追踪、单证下载及常见问题解答。',
  },
  heading: { en_us: 'We are here to help', zh_cn: '随时为您服务' },
  lead: {
    en_us:
      'Your shipments are handled by the branch that took the booking, and its customer service team is your first contact. Most questions, from where a container is to a copy of an invoice, you can also answer yourself online at any hour.',
    zh_cn:
      '您的货物由接单的分公司负责操作，该分公司的客服团队是您的首要联系人。从集装箱在哪里到发票副本，大多数问题您也可以随时在线自助解决。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'channels',
      heading: { en_us: 'Support channels', zh_cn: '服务渠道' },
      cards: [
        {
          icon: 'support',
          title: { en_us: 'Your branch', zh_cn: '负责分公司' },
          text: {
            en_us:
              'Phone and e-mail of the customer service team are on every booking confirmation and arrival notice.',
            zh_cn: '客服团队的电话和邮箱印在每一份订舱确认书和到货通知上。',
          },
          href: '/locations',
        },
        {
          icon: 'document',
          title: { en_us: 'Contact form', zh_cn: '在线留言' },
          text: {
            en_us: 'Write to us online; the message is routed to the right office and answered within one working day.',
            zh_cn: '在线给我们留言，信息会转给对应的分公司，并在一个工作日内答复。',
          },
          href: '/contact',
        },
        {
          icon: 'control',
          title: { en_us: 'Customer portal', zh_cn: '客户门户' },
          text: {
            en_us: 'Bookings, milestones, documents and invoices of your company, in English or Chinese.',
            zh_cn: '以中文或英文查看贵公司的订舱、节点、单证和发票。',
          },
          href: '/login',
        },
        {
          icon: 'route',
          title: { en_us: 'Public tracking', zh_cn: '公开追踪' },
          text: {
            en_us:
              'Follow up to 20 shipments at once with a container, bill of lading, booking or air waybill number; no account needed.',
            zh_cn: '输入集装箱号、提单号、订舱号或空运单号，一次最多查询20票，无需注册账号。',
          },
          href: '/tracking',
        },
      ],
    },
    {
      kind: 'list',
      id: 'hours',
      heading: { en_us: 'Opening hours by region', zh_cn: '各区域服务时间' },
      intro: {
        en_us: 'Local time of the office, on working days. Public holidays follow the country of the office.',
        zh_cn: '以下为各办事处当地时间的工作日服务时间，法定节假日按办事处所在国家安排。',
      },
      items: [
        { en_us: 'Americas: Monday to Friday, 08:00–18:00.', zh_cn: '美洲：周一至周五 08:00–18:00。' },
        {
          en_us: 'China: Monday to Friday, 08:30–18:00, and Saturday 09:00–12:00 for export cut-offs.',
          zh_cn: '中国：周一至周五 08:30–18:00；周六 09:00–12:00 处理出口截关事宜。',
        },
        { en_us: 'Asia Pacific: Monday to Friday, 08:30–17:30.', zh_cn: '亚太：周一至周五 08:30–17:30。' },
        {
          en_us: 'Europe, Middle East and Africa: Monday to Friday, 08:00–17:30.',
          zh_cn: '欧洲、中东和非洲：周一至周五 08:00–17:30。',
        },
        {
          en_us:
            'Outside these hours, urgent operational issues such as a held container or a missed flight go to the duty number on your booking confirmation.',
          zh_cn: '非服务时间内，货柜被扣、航班未赶上等紧急操作问题，请拨打订舱确认书上的值班电话。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'portal',
      heading: { en_us: 'Getting started with the customer portal', zh_cn: '开始使用客户门户' },
      steps: [
        {
          title: { en_us: 'Register', zh_cn: '注册' },
          text: {
            en_us:
              'Choose “Request an account” on the sign-in page and confirm your e-mail address. Our staff then link the account to your company and approve it, usually the same working day.',
            zh_cn:
              '在登录页点击“申请账号”，并确认您的电子邮箱。随后我们的员工会将账号关联到贵公司并完成审核，工作日内通常当天即可开通。',
          },
        },
        {
          title: { en_us: 'Track', zh_cn: '追踪' },
          text: {
            en_us:
              'See every shipment of your company with its milestones, vessel or flight, and estimated arrival, and search by any reference.',
            zh_cn: '查看贵公司所有货物的节点、船名或航班及预计到达时间，可按任意单号检索。',
          },
        },
        {
          title: { en_us: 'Download documents', zh_cn: '下载单证' },
          text: {
            en_us:
              'Bills of lading, arrival notices, customs entries, proof of delivery and invoices as PDF, as soon as they are issued.',
            zh_cn: '提单、到货通知、报关单、签收单和发票一经出具即可下载PDF。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Frequently asked questions', zh_cn: '常见问题' },
      entries: [
        {
          question: { en_us: 'My tracking number is not found. Why?', zh_cn: '为什么查不到我的单号？' },
          answer: {
            en_us:
              'Numbers appear once the booking is confirmed by the carrier. Check that you entered the full number without spaces; container numbers have four letters and seven digits.',
            zh_cn:
              '订舱经承运人确认后才能查到单号。请检查单号是否完整、中间没有空格；集装箱号由四个字母加七位数字组成。',
          },
        },
        {
          question: { en_us: 'How do I get a copy of an invoice?', zh_cn: '如何获取发票副本？' },
          answer: {
            en_us: 'Download it in the customer portal, or ask the branch that issued it.',
            zh_cn: '可以在客户门户下载，也可以联系开票的分公司索取。',
          },
        },
        {
          question: { en_us: 'I forgot my password.', zh_cn: '忘记密码怎么办？' },
          answer: {
            en_us:
              'Choose “Forgot your password?” on the sign-in page. We send a link to the e-mail address of your account; it works once, for 30 minutes.',
            zh_cn:
              '请在登录页点击“忘记密码？”，我们会向您账号绑定的邮箱发送重置链接，该链接仅可使用一次，30分钟内有效。',
          },
        },
        {
          question: { en_us: 'Can colleagues from my company get access too?', zh_cn: '公司同事也能开通账号吗？' },
          answer: {
            en_us: 'Yes. Each colleague registers with their own e-mail address; accounts are never shared.',
            zh_cn: '可以。每位同事须使用本人邮箱单独注册，账号不得共用。',
          },
        },
        {
          question: { en_us: 'How do I complain about a service failure?', zh_cn: '对服务不满意如何投诉？' },
          answer: {
            en_us:
              'Write to your branch manager or use the contact form with “complaint” in the subject. We acknowledge within one working day and reply in full within ten.',
            zh_cn:
              '请直接写信给分公司经理，或通过在线留言提交并在主题中注明“投诉”。我们将在一个工作日内确认收到，十个工作日内给出完整答复。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Where is my shipment?', zh_cn: '我的货物到哪了？' },
      text: {
        en_us: 'Enter up to 20 container, bill of lading, booking or air waybill numbers.',
        zh_cn: '最多可输入20个集装箱号、提单号、订舱号或空运单号。',
      },
      action: { en_us: 'Track now', zh_cn: '立即追踪' },
      href: '/tracking',
    },
  ],
};

export default customerSupport;

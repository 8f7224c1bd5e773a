import type { ContentPage } from '../types';

const internal: ContentPage = {
  path: '/internal',
  group: 'other',
  icon: 'people',
  title: { en_us: 'Staff entrance', zh_cn: '员工入口' },
  description: {
    en_us:
      'The entrance for {brand} employees: what the operations portal is for, where staff sign in, how to reach IT support and the acceptable use rules.',
    zh_cn: '{brand}员工入口：运营门户的用途、员工登录方式、IT支持联系方式以及使用规范。',
  },
  heading: { en_us: 'For {brand} staff', zh_cn: '{brand}员工专区' },
  lead: {
    en_us:
      'Colleagues in our branch offices and head office run their daily work in the operations portal. This page explains where to sign in and the rules that come with access.',
    zh_cn: '各分公司和总部的同事都在运营门户中处理日常工作。本页说明登录方式以及使用门户须遵守的规定。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'portal',
      heading: { en_us: 'What the operations portal is for', zh_cn: '运营门户的用途' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'Bookings and shipments', zh_cn: '订舱与货物' },
          text: {
            en_us:
              'Sea and air bookings, consoles, manifests, VGM declarations and tracking of every shipment in your branch scope.',
            zh_cn: '海运与空运订舱、拼箱、舱单、VGM申报，以及所辖分公司范围内每一票货物的追踪。',
          },
        },
        {
          icon: 'chart',
          title: { en_us: 'Pricing and finance', zh_cn: '运价与财务' },
          text: {
            en_us: 'Tariffs, rates and quotations, charge sheets, invoicing and billing checks.',
            zh_cn: '运价本、费率与报价，费用单、开票和账单核对。',
          },
        },
        {
          icon: 'handshake',
          title: { en_us: 'Customers and sales', zh_cn: '客户与销售' },
          text: {
            en_us: 'Customer profiles and contacts, opportunities, tasks, activities and marketing plans.',
            zh_cn: '客户档案与联系人、商机、任务、拜访记录及营销计划。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Customs and reports', zh_cn: '报关与报表' },
          text: {
            en_us: 'Customs declarations and results, management reports and exports for your branch.',
            zh_cn: '报关申报与结果、管理报表以及本分公司的数据导出。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'sign-in',
      heading: { en_us: 'Signing in as staff', zh_cn: '员工登录' },
      steps: [
        {
          title: { en_us: 'Use the staff sign-in', zh_cn: '使用员工登录入口' },
          text: {
            en_us:
              'Staff sign in at /sys_login with the user name IT gave you. Customer accounts cannot sign in there, and staff accounts should not use the customer sign-in.',
            zh_cn:
              '员工请在 /sys_login 使用IT部门分配的用户名登录。客户账号无法在此登录，员工账号也不应使用客户登录入口。',
          },
        },
        {
          title: { en_us: 'Your access follows your role', zh_cn: '权限随岗位而定' },
          text: {
            en_us:
              'The menu shows the pages your roles grant, and lists show the branches you are responsible for. Ask your manager if a page you need is missing.',
            zh_cn:
              '菜单只显示您的角色有权访问的页面，列表只显示您负责的分公司数据。如缺少工作所需页面，请联系您的主管。',
          },
        },
        {
          title: { en_us: 'Sign out on shared computers', zh_cn: '公用电脑请退出登录' },
          text: {
            en_us:
              'The portal signs you out after a period without activity, but always sign out yourself when you leave a shared desk or warehouse terminal.',
            zh_cn: '长时间无操作时门户会自动退出，但离开公用工位或仓库终端时，请务必主动退出登录。',
          },
        },
      ],
    },
    {
      kind: 'text',
      id: 'it-support',
      heading: { en_us: 'IT support', zh_cn: 'IT支持' },
      paragraphs: [
        {
          en_us:
            'For a locked account, a forgotten password, missing permissions or a fault in the portal, write to itsupport@{product}.com with your user name, branch and a screenshot. The service desk answers within four working hours, and around the clock for problems that stop shipments from moving.',
          zh_cn:
            '如遇账号锁定、忘记密码、权限缺失或门户故障，请发送邮件至 itsupport@{product}.com，注明您的用户名、所在分公司并附上截图。服务台将在四个工作小时内回复；影响货物正常运转的问题提供全天候支持。',
        },
        {
          en_us: 'IT will never ask for your password, by e-mail, chat or phone. Report any such request as phishing.',
          zh_cn: 'IT部门绝不会通过邮件、聊天工具或电话索要您的密码。如遇此类要求，请按钓鱼攻击上报。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'acceptable-use',
      heading: { en_us: 'Acceptable use', zh_cn: '使用规范' },
      intro: {
        en_us:
          'Access to the operations portal is granted for your work at {brand}. By signing in you agree to these rules:',
        zh_cn: '运营门户的访问权限仅供您在{brand}的工作使用。登录即表示您同意遵守以下规定：',
      },
      items: [
        {
          en_us: 'Your account is personal. Never share your password or let a colleague work under your name.',
          zh_cn: '账号仅限本人使用，不得泄露密码，也不得让同事以您的名义操作。',
        },
        {
          en_us:
            'Open only the customer and shipment data your task requires, and export data only for a business purpose.',
          zh_cn: '只查看工作所需的客户和货物数据，仅因业务需要导出数据。',
        },
        {
          en_us:
            'Do not send customer data to private e-mail accounts, messaging apps or cloud storage that {brand} has not approved.',
          zh_cn: '不得将客户数据发送至私人邮箱、即时通讯软件或未经{brand}批准的云存储。',
        },
        {
          en_us: 'Screens may carry a watermark with your name, so printed and photographed pages can be traced.',
          zh_cn: '页面可能带有您姓名的水印，打印或拍摄的页面均可追溯。',
        },
        {
          en_us: 'Activity is logged for security and audit. Misuse is handled under the code of conduct.',
          zh_cn: '为保障安全和审计需要，系统会记录操作日志。违规使用将依照行为准则处理。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Ready to start work?', zh_cn: '准备开始工作？' },
      text: {
        en_us: 'Sign in with your staff account to open the operations portal.',
        zh_cn: '使用员工账号登录，进入运营门户。',
      },
      action: { en_us: 'Staff sign-in', zh_cn: '员工登录' },
      href: '/sys_login',
    },
  ],
};

export default internal;

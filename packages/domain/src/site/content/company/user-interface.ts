import type { ContentPage } from '../types';

const userInterface: ContentPage = {
  path: '/userInterface',
  group: 'support',
  icon: 'control',
  title: { en_us: 'Guide to the customer portal', zh_cn: '客户门户使用指南' },
  description: {
    en_us:
      'A guide to the {brand} customer portal: signing in, the dashboard, tracking shipments, documents, switching language and managing your account settings.',
    zh_cn: '{brand}客户门户使用指南：登录、看板、货物追踪、单证、切换语言以及账户设置。',
  },
  heading: { en_us: 'Finding your way around the customer portal', zh_cn: '客户门户操作指南' },
  lead: {
    en_us:
      'The customer portal shows your company’s shipments, documents and invoices in one place. This guide walks through each part of the screen, so you can find what you need in a few clicks.',
    zh_cn: '客户门户集中展示贵公司的货物、单证和发票。本指南逐一介绍界面的各个部分，帮助您几步之内找到所需信息。',
  },
  blocks: [
    {
      kind: 'steps',
      id: 'sign-in',
      heading: { en_us: 'Signing in', zh_cn: '登录' },
      steps: [
        {
          title: { en_us: 'Open “Customer sign-in”', zh_cn: '打开“客户登录”' },
          text: {
            en_us:
              'Choose “Sign in” at the top of any page of this website. Staff of {brand} use the separate staff sign-in.',
            zh_cn: '在本网站任一页面顶部点击“登录”。{brand}员工请使用单独的员工登录入口。',
          },
        },
        {
          title: { en_us: 'Enter your details', zh_cn: '输入登录信息' },
          text: {
            en_us:
              'Type your user name and password, and the verification code from the image when one is shown. “Show a new code” gives you another image if it is hard to read.',
            zh_cn: '输入用户名和密码；如页面显示验证码图片，请一并填写。图片看不清时，点击“换一张”即可更换。',
          },
        },
        {
          title: { en_us: 'If sign-in fails', zh_cn: '登录失败时' },
          text: {
            en_us:
              'After too many failed attempts, sign-in pauses for 15 minutes to protect your account. Use “Forgot your password?” to receive a reset link by e-mail.',
            zh_cn: '连续多次登录失败后，为保护账号安全，系统将暂停登录15分钟。可点击“忘记密码？”通过邮件获取重置链接。',
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'screen',
      heading: { en_us: 'The parts of the screen', zh_cn: '界面构成' },
      cards: [
        {
          icon: 'chart',
          title: { en_us: 'My dashboard', zh_cn: '我的看板' },
          text: {
            en_us:
              'The first page after sign-in. The house icon at the start of the breadcrumb above each page always brings you back here.',
            zh_cn: '登录后看到的第一个页面。点击每个页面上方导航路径开头的房子图标，随时可以回到这里。',
          },
        },
        {
          icon: 'route',
          title: { en_us: 'Side menu', zh_cn: '侧边菜单' },
          text: {
            en_us:
              'The pages your account may open, grouped by topic, with “Recently used” on top. Collapse it for more space; on a phone it opens from the menu button.',
            zh_cn:
              '按主题分组列出您的账号可以访问的页面，顶部是“最近使用”。可收起菜单以扩大显示区域；在手机上通过菜单按钮打开。',
          },
        },
        {
          icon: 'document',
          title: { en_us: 'Page tabs', zh_cn: '页面标签' },
          text: {
            en_us:
              'Each page you open stays as a tab above the content, so you can switch between a shipment list and a document without losing your place. Tabs can be closed one by one or all at once.',
            zh_cn:
              '打开的每个页面都会以标签形式显示在内容上方，便于在货物列表和单证之间来回切换而不丢失位置。标签可逐个关闭，也可一次全部关闭。',
          },
        },
        {
          icon: 'people',
          title: { en_us: 'Account menu', zh_cn: '账号菜单' },
          text: {
            en_us: 'At the top right: your account, changing the password and signing out.',
            zh_cn: '位于右上角，可进入“我的账号”、修改密码和退出登录。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'tracking',
      heading: { en_us: 'Tracking shipments', zh_cn: '追踪货物' },
      items: [
        {
          en_us:
            'Search by container, bill of lading, booking or air waybill number, up to 20 at a time separated by commas, spaces or new lines.',
          zh_cn: '可按集装箱号、提单号、订舱号或空运单号查询，一次最多20个，用逗号、空格或换行分隔。',
        },
        {
          en_us: 'Each result shows the route, the current milestone, and the event log from pickup to delivery.',
          zh_cn: '每条结果显示运输路线、当前节点以及从提货到交付的完整事件记录。',
        },
        {
          en_us: 'Signed in, you see every shipment of your company, not only those you search for.',
          zh_cn: '登录后可以看到贵公司的全部货物，而不仅是您查询的单号。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'documents',
      heading: { en_us: 'Documents', zh_cn: '单证' },
      paragraphs: [
        {
          en_us:
            'Bills of lading, arrival notices, customs entries, proof of delivery and invoices are attached to the shipment they belong to. Open the shipment and download the file you need; large exports are prepared in the background and can take a few minutes.',
          zh_cn:
            '提单、到货通知、报关单、签收单和发票都挂在所属的货物记录下。打开相应货物即可下载所需文件；数据量较大的导出会在后台生成，可能需要几分钟。',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'settings',
      heading: { en_us: 'Language and account settings', zh_cn: '语言与账户设置' },
      entries: [
        {
          question: { en_us: 'How do I switch between English and Chinese?', zh_cn: '如何在中英文之间切换？' },
          answer: {
            en_us:
              'Use the globe button in the header. The choice applies at once and is kept for the rest of your visit. The language saved under “Edit profile” is also the language of the e-mails we send you.',
            zh_cn:
              '点击页眉中的地球图标即可切换，立即生效，并在本次访问期间保持。在“编辑个人资料”中保存的语言，也是我们发给您的邮件所用的语言。',
          },
        },
        {
          question: {
            en_us: 'Where do I change my name, phone or e-mail address?',
            zh_cn: '在哪里修改姓名、电话或邮箱？',
          },
          answer: {
            en_us:
              'Open “My account”. “Edit profile” holds your name, phone, position and language; a new e-mail address takes effect once you follow the confirmation link we send to it.',
            zh_cn:
              '进入“我的账户”。“编辑个人资料”中可修改姓名、电话、职位和语言；新邮箱须点击我们发送的确认链接后才会生效。',
          },
        },
        {
          question: { en_us: 'Why was I signed out?', zh_cn: '为什么会被自动退出？' },
          answer: {
            en_us:
              'After 30 minutes without activity the portal shows a one-minute countdown; choose “Stay signed in” to continue. This protects your data on shared computers.',
            zh_cn:
              '连续30分钟无操作时，门户会显示一分钟倒计时，点击“保持登录”即可继续使用。这是为了在公用电脑上保护您的数据。',
          },
        },
        {
          question: { en_us: 'Does the portal work on a phone?', zh_cn: '手机上可以使用门户吗？' },
          answer: {
            en_us: 'Yes. On narrow screens the menu folds into a button and tables scroll sideways.',
            zh_cn: '可以。在窄屏设备上，菜单会收进一个按钮，表格可左右滑动查看。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'No account yet?', zh_cn: '还没有账号？' },
      text: {
        en_us:
          'Request an account on the sign-in page; we link it to your company and approve it, usually the same working day.',
        zh_cn: '请在登录页申请账号，我们会将其关联到贵公司并完成审核，工作日内通常当天即可开通。',
      },
      action: { en_us: 'Go to sign-in', zh_cn: '前往登录' },
      href: '/login',
    },
  ],
};

export default userInterface;

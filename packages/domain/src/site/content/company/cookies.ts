import type { ContentPage } from '../types';

const cookies: ContentPage = {
  path: '/cookies',
  group: 'legal',
  icon: 'document',
  title: { en_us: 'Cookies and browser storage', zh_cn: 'Cookie与浏览器存储' },
  description: {
    en_us:
      'The cookies and browser storage the {brand} website and portal use: two strictly necessary cookies for signing in, and session storage for your language choice. No advertising or analytics cookies.',
    zh_cn:
      '{brand}网站和门户使用的Cookie与浏览器存储：两个登录所必需的Cookie，以及保存语言选择的会话存储。不使用任何广告或统计类Cookie。',
  },
  heading: { en_us: 'Cookies and browser storage', zh_cn: 'Cookie与浏览器存储' },
  lead: {
    en_us:
      'This website sets cookies only to sign you in securely, and keeps a few values in your browser so pages remember your language and your open portal pages. We use no advertising, tracking or analytics cookies, and load no content from other websites that could set their own.',
    zh_cn:
      '本网站仅为安全登录而设置Cookie，并在浏览器中保存少量数据，以便页面记住您选择的语言和在门户中打开的页面。我们不使用任何广告、跟踪或统计类Cookie，也不加载可能设置其自有Cookie的第三方网站内容。',
  },
  blocks: [
    {
      kind: 'list',
      id: 'cookies',
      heading: { en_us: 'Cookies we set', zh_cn: '本网站设置的Cookie' },
      intro: {
        en_us:
          'Both cookies are strictly necessary for signing in, so they need no consent. Scripts on the page cannot read them.',
        zh_cn: '以下两个Cookie均为登录所必需，因此无需征得同意。页面脚本无法读取这两个Cookie。',
      },
      items: [
        {
          en_us:
            'tm_ss (session): set when you sign in. It holds a random secret that, together with the session number your browser tab keeps, proves that requests come from your signed-in session. It is deleted when you sign out and expires at the latest 24 hours after sign-in. It is sent only to this website, and only over an encrypted connection when the site is served over HTTPS.',
          zh_cn:
            'tm_ss（会话）：登录时设置，内含一个随机密钥，与浏览器标签页保存的会话编号共同证明请求来自您已登录的会话。退出登录时即被删除，最迟在登录24小时后失效。该Cookie只发送给本网站；网站通过HTTPS访问时，仅经加密连接传输。',
        },
        {
          en_us:
            'tm_cap (verification code): set when the sign-in page shows an image verification code. It holds a random reference to that code, is sent only with sign-in requests, works once and expires after two minutes.',
          zh_cn:
            'tm_cap（验证码）：登录页显示图片验证码时设置，内含该验证码的随机标识，仅随登录请求发送，只能使用一次，两分钟后失效。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'session-storage',
      heading: { en_us: 'Session storage', zh_cn: '会话存储（Session Storage）' },
      intro: {
        en_us:
          'Session storage belongs to one browser tab and is erased when you close it. It never leaves your browser by itself.',
        zh_cn: '会话存储仅属于当前浏览器标签页，关闭标签页即被清除，数据本身不会自动发送出您的浏览器。',
      },
      items: [
        {
          en_us:
            'language and lang: the language you chose with the language switch, so every page of your visit stays in it.',
          zh_cn: 'language 和 lang：您通过语言切换选择的语言，使本次访问的所有页面保持该语言。',
        },
        {
          en_us: 'token: the session number of your sign-in, sent with each request; removed when you sign out.',
          zh_cn: 'token：登录后的会话编号，随每个请求发送；退出登录时删除。',
        },
        {
          en_us:
            'user, userinfo and userid: your user name, display name and account details, so pages can greet you and show your company without asking the server again; removed when you sign out.',
          zh_cn:
            'user、userinfo 和 userid：您的用户名、显示名称和账户信息，使页面无需再次请求服务器即可显示您的姓名和公司；退出登录时删除。',
        },
        {
          en_us: 'Tabs: the pages you have open in the portal.',
          zh_cn: 'Tabs：您在门户中打开的页面标签。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'local-storage',
      heading: { en_us: 'Local storage (portal only)', zh_cn: '本地存储（Local Storage，仅门户）' },
      intro: {
        en_us:
          'Signed-in portal users also keep two values in local storage, which stays until you clear it in your browser:',
        zh_cn: '已登录门户的用户还会在本地存储中保存两项数据，保留至您在浏览器中清除为止：',
      },
      items: [
        {
          en_us: 'MenuRecently: the portal pages you opened last, shown under “Recently used” in the menu.',
          zh_cn: 'MenuRecently：您最近打开的门户页面，显示在菜单的“最近使用”中。',
        },
        {
          en_us: 'Tabs: your open page tabs, so a new browser window opens with the same pages.',
          zh_cn: 'Tabs：您打开的页面标签，使新开的浏览器窗口显示相同页面。',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'control',
      heading: { en_us: 'Your choices', zh_cn: '您的选择' },
      entries: [
        {
          question: { en_us: 'Can I block these cookies?', zh_cn: '可以禁用这些Cookie吗？' },
          answer: {
            en_us:
              'Yes, in your browser settings. The public pages and tracking keep working, but you will not be able to sign in to the portal without the session cookie.',
            zh_cn: '可以在浏览器设置中禁用。公开页面和货物追踪仍可正常使用，但没有会话Cookie将无法登录门户。',
          },
        },
        {
          question: { en_us: 'How do I remove what is stored?', zh_cn: '如何清除已保存的数据？' },
          answer: {
            en_us:
              'Sign out and close the tab to remove the cookies and session storage. Clear this site’s data in your browser settings to remove the local storage as well.',
            zh_cn: '退出登录并关闭标签页，即可清除Cookie和会话存储；在浏览器设置中清除本网站数据，可同时清除本地存储。',
          },
        },
        {
          question: { en_us: 'Will this list change?', zh_cn: '这份清单会变化吗？' },
          answer: {
            en_us:
              'Only if the website changes. We update this page before any new cookie is set, and would ask for your consent first for any cookie that is not strictly necessary.',
            zh_cn:
              '只有网站功能变化时才会调整。设置任何新的Cookie之前，我们都会先更新本页；对于非必要的Cookie，我们会事先征得您的同意。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'How we handle personal data', zh_cn: '我们如何处理个人信息' },
      text: {
        en_us: 'The privacy policy explains which personal data we process, why, and your rights.',
        zh_cn: '隐私政策说明了我们处理哪些个人信息、处理目的以及您享有的权利。',
      },
      action: { en_us: 'Read the privacy policy', zh_cn: '阅读隐私政策' },
      href: '/privacy-policy',
    },
  ],
};

export default cookies;

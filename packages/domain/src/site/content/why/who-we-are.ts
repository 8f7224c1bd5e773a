import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/who-we-are',
  group: 'why',
  icon: 'people',
  title: { en_us: 'Who we are', zh_cn: '我们是谁' },
  description: {
    en_us:
      '{brand} is a global freight forwarder founded in Shanghai in 2003, with 2,300 people in 62 offices across 21 countries.',
    zh_cn: '{brand} 是 2003 年创立于上海的全球货运代理企业，在 21 个国家设有 62 个网点，员工 2300 人。',
  },
  heading: { en_us: 'Who we are', zh_cn: '我们是谁' },
  lead: {
    en_us:
      '{brand} is an independent, privately owned freight forwarder. We were founded in Shanghai in 2003 by two former carrier operations managers, and we still run the business the way operations people do: close to the cargo.',
    zh_cn:
      '{brand} 是一家独立的私营货运代理企业，2003 年由两位船公司操作出身的管理者在上海创立。至今我们依然以操作人的方式经营：贴近货物。',
  },
  blocks: [
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: 'At a glance', zh_cn: '概况' },
      facts: [
        { value: { en_us: '2003', zh_cn: '2003 年' }, label: { en_us: 'founded in Shanghai', zh_cn: '创立于上海' } },
        { value: { en_us: '2,300', zh_cn: '2300' }, label: { en_us: 'people', zh_cn: '名员工' } },
        {
          value: { en_us: '62', zh_cn: '62' },
          label: { en_us: 'offices in 21 countries', zh_cn: '个网点，覆盖 21 个国家' },
        },
        {
          value: { en_us: '140+', zh_cn: '140+' },
          label: { en_us: 'countries served with partner agents', zh_cn: '个国家由合作代理覆盖' },
        },
      ],
    },
    {
      kind: 'text',
      id: 'how-we-work',
      heading: { en_us: 'How we are organised', zh_cn: '组织方式' },
      paragraphs: [
        {
          en_us:
            'Our branch offices are grouped under controlling offices in Shanghai, Singapore, Rotterdam and Los Angeles. Each branch runs its own customers and operations; the controlling office sets prices on its lanes, manages carrier contracts and checks the work.',
          zh_cn:
            '各分公司分别隶属上海、新加坡、鹿特丹和洛杉矶四个管控中心。分公司自主经营客户和操作；管控中心负责所辖航线的定价、船公司合约管理和业务审核。',
        },
        {
          en_us:
            'Customer service, operations, customs, sales, finance and IT work in one system, so a customer never has to repeat what they already told one of us.',
          zh_cn: '客服、操作、报关、销售、财务和 IT 在同一个系统中协同，客户告诉过我们一次的事情，不必再说第二遍。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'values',
      heading: { en_us: 'What we value', zh_cn: '我们的价值观' },
      cards: [
        {
          icon: 'handshake',
          title: { en_us: 'Ownership', zh_cn: '担当' },
          text: {
            en_us: 'The person who takes your call owns the problem until it is solved.',
            zh_cn: '接到您电话的人，就负责到问题解决为止。',
          },
        },
        {
          icon: 'shield',
          title: { en_us: 'Integrity', zh_cn: '诚信' },
          text: {
            en_us: 'We declare goods truthfully, pay what we owe and speak up when something is wrong.',
            zh_cn: '如实申报货物，按时付款，发现问题就说出来。',
          },
        },
        {
          icon: 'people',
          title: { en_us: 'Growing people', zh_cn: '培养人才' },
          text: {
            en_us: 'Six in ten of our managers started with us as trainees or coordinators.',
            zh_cn: '我们六成的管理者是从实习生或操作专员做起的。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Meet the team near you', zh_cn: '联系离您最近的团队' },
      text: {
        en_us: 'Find the office that serves your region and the people who run it.',
        zh_cn: '找到服务您所在地区的网点和团队。',
      },
      action: { en_us: 'Our locations', zh_cn: '网点分布' },
      href: '/locations',
      secondary: { action: { en_us: 'Careers', zh_cn: '加入我们' }, href: '/career' },
    },
  ],
};

export default page;

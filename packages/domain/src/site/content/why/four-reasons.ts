import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/four-reasons',
  group: 'why',
  icon: 'handshake',
  title: { en_us: 'Four reasons to ship with {brand}', zh_cn: '选择 {brand} 的四个理由' },
  description: {
    en_us: 'Predictability, visibility, control and reliability: what each means in practice and how we measure it.',
    zh_cn: '可预期、可视化、可掌控、可信赖：每一点在实际操作中意味着什么，我们又如何衡量。',
  },
  heading: { en_us: 'Four reasons', zh_cn: '四个理由' },
  lead: {
    en_us:
      'Ask a logistics manager what they want from a forwarder and the answer comes down to four things. We built {brand} around them and publish how we do on each.',
    zh_cn:
      '问物流经理最需要货代做到什么，答案归结起来就是四点。{brand} 正是围绕这四点建立，并公开我们在每一点上的表现。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'reasons',
      heading: { en_us: 'The four reasons', zh_cn: '四个理由' },
      cards: [
        {
          icon: 'clock',
          title: { en_us: '1. Predictability', zh_cn: '一、可预期' },
          text: {
            en_us:
              'Your cargo leaves on the sailing or flight we confirmed and arrives in the window we promised: 94.6 % of shipments in 2025.',
            zh_cn: '货物按确认的船期或航班出运，在承诺的时间窗口内到达：2025 年达成率 94.6%。',
          },
          href: '/predictability',
        },
        {
          icon: 'eye',
          title: { en_us: '2. Visibility', zh_cn: '二、可视化' },
          text: {
            en_us:
              'Milestones from carriers, terminals, customs and our own warehouses in one timeline, updated on average every two hours.',
            zh_cn: '船公司、码头、海关和我们自有仓库的节点汇聚在同一条时间线上，平均每两小时更新一次。',
          },
          href: '/visibility',
        },
        {
          icon: 'control',
          title: { en_us: '3. Control', zh_cn: '三、可掌控' },
          text: {
            en_us:
              'Your routing guide, approved carriers and priorities are built into every booking, and you can change course while the cargo moves.',
            zh_cn: '您的路由指引、认可承运人和优先级写进每一次订舱，货物在途时也能随时调整。',
          },
          href: '/control',
        },
        {
          icon: 'shield',
          title: { en_us: '4. Reliability', zh_cn: '四、可信赖' },
          text: {
            en_us:
              'Licensed brokers, certified security programmes, full insurance cover and a business that has been profitable every year since 2003.',
            zh_cn: '持证报关员、经认证的安全体系、完备的保险保障，以及自 2003 年以来年年盈利的稳健经营。',
          },
          href: '/reliability',
        },
      ],
    },
    {
      kind: 'facts',
      id: 'measured',
      heading: { en_us: 'How we measured up in 2025', zh_cn: '2025 年的表现' },
      facts: [
        {
          value: { en_us: '94.6 %', zh_cn: '94.6%' },
          label: { en_us: 'delivered in the promised window', zh_cn: '在承诺时间窗口内送达' },
        },
        {
          value: { en_us: '2 h', zh_cn: '2 小时' },
          label: { en_us: 'average time between updates', zh_cn: '平均更新间隔' },
        },
        {
          value: { en_us: '98.9 %', zh_cn: '98.9%' },
          label: { en_us: 'bookings on the approved carrier', zh_cn: '订舱使用认可承运人' },
        },
        {
          value: { en_us: '0.03 %', zh_cn: '0.03%' },
          label: { en_us: 'shipments with a cargo claim', zh_cn: '发生货损索赔的货物比例' },
        },
      ],
    },
    {
      kind: 'text',
      id: 'method',
      heading: { en_us: 'How we count', zh_cn: '我们如何统计' },
      paragraphs: [
        {
          en_us:
            'The promised window is the arrival date we confirm at booking, plus or minus two days for ocean and one day for air. A shipment that arrives outside it counts as missed, whatever the reason — weather and port congestion included.',
          zh_cn:
            '承诺时间窗口指订舱时确认的到达日期，海运前后各两天，空运前后各一天。超出窗口即计为未达成，无论原因是什么，天气和港口拥堵也不例外。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'start',
      heading: { en_us: 'See the four reasons on your own freight', zh_cn: '用您自己的货物来验证' },
      text: {
        en_us: 'Start with one lane. We report on all four every month.',
        zh_cn: '从一条航线开始，我们每月就这四点向您汇报。',
      },
      action: { en_us: 'Request a quote', zh_cn: '在线询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' }, href: '/why-{product}' },
    },
  ],
};

export default page;

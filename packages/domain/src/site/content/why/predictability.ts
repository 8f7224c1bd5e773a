import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/predictability',
  group: 'why',
  icon: 'clock',
  title: { en_us: 'Predictability: freight that keeps to your plan', zh_cn: '可预期：货运按您的计划进行' },
  description: {
    en_us: 'Contracted space, realistic transit times, early warnings and a plan B before you need it.',
    zh_cn: '合约舱位、实事求是的时效、提前预警，以及在需要之前就备好的后备方案。',
  },
  heading: { en_us: 'Predictability', zh_cn: '可预期' },
  lead: {
    en_us:
      'A shipment that is late but announced is a problem you can manage; a surprise is not. {brand} plans for the delays that happen every season and tells you early when a date moves.',
    zh_cn:
      '延误但提前告知的货物，是可以管理的问题；突如其来的意外则不然。{brand} 提前为每个季节都会出现的延误做好准备，日期有变时尽早告诉您。',
  },
  blocks: [
    {
      kind: 'steps',
      id: 'how',
      heading: { en_us: 'How we make dates hold', zh_cn: '我们如何确保日期兑现' },
      steps: [
        {
          title: { en_us: 'Space contracted a year ahead', zh_cn: '提前一年签订舱位合约' },
          text: {
            en_us:
              'Annual service contracts with the main ocean carriers give us weekly allocations on each lane; we plan them against our customers’ forecasts, week by week.',
            zh_cn: '我们与主要船公司签订年度服务合约，在每条航线上拥有每周舱位配额，并按客户预测逐周分配。',
          },
        },
        {
          title: { en_us: 'Your forecast, our allocation', zh_cn: '您的预测，我们的配额' },
          text: {
            en_us:
              'Customers who share a rolling eight-week forecast get space reserved against it, also in peak season and around Chinese New Year.',
            zh_cn: '提供滚动八周预测的客户，可据此获得预留舱位，旺季和春节前后同样有效。',
          },
        },
        {
          title: { en_us: 'Transit times from real sailings', zh_cn: '时效来自真实航次' },
          text: {
            en_us:
              'The transit times we quote come from what the last twelve weeks of sailings actually took, not from carrier brochures.',
            zh_cn: '我们报出的时效取自最近十二周航次的实际用时，而非船公司宣传资料。',
          },
        },
        {
          title: { en_us: 'Early warning and plan B', zh_cn: '提前预警与后备方案' },
          text: {
            en_us:
              'Blank sailings, port congestion and weather are watched by our control tower; when a date is at risk you receive the new estimate and an alternative the same day.',
            zh_cn: '我们的控制塔持续关注停航、港口拥堵和天气；一旦日期面临风险，您当天就会收到新的预计时间和替代方案。',
          },
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: 'Predictability in 2025', zh_cn: '2025 年可预期表现' },
      facts: [
        {
          value: { en_us: '94.6 %', zh_cn: '94.6%' },
          label: { en_us: 'arrived in the promised window', zh_cn: '在承诺窗口内到达' },
        },
        { value: { en_us: '1.8 %', zh_cn: '1.8%' }, label: { en_us: 'containers rolled', zh_cn: '甩柜比例' } },
        {
          value: { en_us: '9 days', zh_cn: '9 天' },
          label: { en_us: 'average warning before a schedule change', zh_cn: '船期变动平均提前告知' },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions about planning', zh_cn: '关于计划的常见问题' },
      entries: [
        {
          question: { en_us: 'What is a blank sailing?', zh_cn: '什么是停航（空班）？' },
          answer: {
            en_us:
              'A sailing the carrier cancels, usually to balance capacity after a holiday. Cargo booked on it moves to the previous or next vessel. We publish announced blank sailings on our blank sailing page and rebook affected containers before you ask.',
            zh_cn:
              '停航是指船公司取消某个航次，通常是为了在节假日后调节运力。订在该航次的货物会改到前一班或后一班船。我们在停航通告页面公布已宣布的停航，并主动为受影响的集装箱改订。',
          },
        },
        {
          question: { en_us: 'Do you guarantee arrival dates?', zh_cn: '你们保证到达日期吗？' },
          answer: {
            en_us:
              'No forwarder controls the weather or a port strike. What we guarantee is space on the confirmed sailing, honest dates and that you hear about a change from us first.',
            zh_cn:
              '没有任何货代能左右天气或港口罢工。我们保证的是：确认航次上的舱位、如实的日期，以及有变化时您第一个从我们这里得知。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Plan your next season with us', zh_cn: '与我们一起规划下一季' },
      text: {
        en_us: 'Share your forecast and we reserve the space against it.',
        zh_cn: '提供您的预测，我们据此为您预留舱位。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'Next: visibility', zh_cn: '下一个理由：可视化' }, href: '/visibility' },
    },
  ],
};

export default page;

import type { ContentPage } from '../types';

const career: ContentPage = {
  path: '/career',
  group: 'about',
  icon: 'people',
  title: { en_us: 'Careers at {brand}', zh_cn: '加入{brand}' },
  description: {
    en_us:
      'Work in freight forwarding at {brand}: operations, customs, sales, IT and finance teams, a two-year graduate programme, our hiring process and how to apply.',
    zh_cn: '在{brand}从事国际货代工作：操作、报关、销售、IT和财务团队，两年制管培生项目，招聘流程及申请方式。',
  },
  heading: { en_us: 'Keep the world’s freight moving with us', zh_cn: '与我们一起让全球货物流动起来' },
  lead: {
    en_us:
      'Every day our 4,600 colleagues book space, clear customs and solve the problems that come up between a factory in Asia and a warehouse in Europe or the Americas. If you like responsibility early and a job where no two days are the same, we would like to hear from you.',
    zh_cn:
      '每天，我们的4,600名员工订舱、清关，解决货物从亚洲工厂到欧美仓库途中出现的各种问题。如果您希望尽早承担责任、喜欢每天都有新挑战的工作，欢迎加入我们。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'working-here',
      heading: { en_us: 'Working at {brand}', zh_cn: '在{brand}工作' },
      paragraphs: [
        {
          en_us:
            'Our branches are small enough that you know the customers by name and large enough to train you properly. New colleagues get a named mentor, structured training on Incoterms, documentation and customs in their first three months, and access to our internal academy after that.',
          zh_cn:
            '我们的分公司规模适中：小到您能叫出每位客户的名字，大到能为您提供系统的培训。新员工会有指定的导师，头三个月接受国际贸易术语、单证和报关的系统培训，之后可参加内部学院的各类课程。',
        },
        {
          en_us:
            'We promote from within wherever we can: most of our branch managers started as operators or customer service agents. Colleagues can apply for a transfer to another office or region after two years.',
          zh_cn:
            '我们尽可能从内部提拔：大多数分公司经理都是从操作员或客服做起的。员工工作满两年后，可申请调往其他分公司或区域。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'teams',
      heading: { en_us: 'Our teams', zh_cn: '我们的团队' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'Operations', zh_cn: '操作' },
          text: {
            en_us:
              'Book space with carriers, arrange pickups, prepare bills of lading and follow each shipment to delivery.',
            zh_cn: '向承运人订舱、安排提货、制作提单，并全程跟进每一票货直至交付。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Customs', zh_cn: '报关' },
          text: {
            en_us:
              'Classify goods, prepare entries and advance filings, and keep importers compliant. Licensed brokers and trainees alike.',
            zh_cn: '商品归类、准备进口申报和预申报，帮助进口商合规经营。持证报关员和见习生均有机会。',
          },
        },
        {
          icon: 'handshake',
          title: { en_us: 'Sales', zh_cn: '销售' },
          text: {
            en_us: 'Understand how customers ship, quote the right solution and grow accounts across our network.',
            zh_cn: '了解客户的运输需求，提供合适的方案报价，并借助全球网络拓展客户业务。',
          },
        },
        {
          icon: 'control',
          title: { en_us: 'IT', zh_cn: '信息技术' },
          text: {
            en_us:
              'Build and run the portal our customers and branches use, carrier and customs integrations, and the data behind our reports.',
            zh_cn: '开发和运维客户与分公司共用的门户、承运人和海关系统对接，以及报表背后的数据平台。',
          },
        },
        {
          icon: 'chart',
          title: { en_us: 'Finance', zh_cn: '财务' },
          text: {
            en_us:
              'Invoice customers, settle carrier and agent accounts in many currencies, and report the results of every branch.',
            zh_cn: '向客户开票，以多种币种与承运人和代理对账结算，并出具各分公司的经营报表。',
          },
        },
      ],
    },
    {
      kind: 'text',
      id: 'graduates',
      heading: { en_us: 'Graduate programme', zh_cn: '管培生项目' },
      paragraphs: [
        {
          en_us:
            'Our two-year graduate programme starts every September. You spend six months each in operations and customs at an origin office in China or Asia Pacific, then six months at a destination office in the Americas or Europe, and finish with a placement in the team you choose.',
          zh_cn:
            '两年制管培生项目每年九月开班。您将先在中国或亚太的起运地分公司操作和报关岗位各轮岗六个月，再到美洲或欧洲的目的地分公司工作六个月，最后进入您自选的团队定岗。',
        },
        {
          en_us:
            'Graduates with a degree in logistics, international trade, business, languages or engineering are welcome; we look for curiosity and reliability more than for a particular subject. Applications open on 1 October for the following year’s intake.',
          zh_cn:
            '我们欢迎物流、国际贸易、工商管理、语言或工科专业的毕业生；比起专业背景，我们更看重好奇心和责任心。次年批次的申请于每年10月1日开放。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'hiring-process',
      heading: { en_us: 'Our hiring process', zh_cn: '招聘流程' },
      steps: [
        {
          title: { en_us: 'Application', zh_cn: '投递简历' },
          text: {
            en_us:
              'Send your CV and a few lines on why freight interests you. We confirm receipt within five working days.',
            zh_cn: '发送简历，并简单说明您为什么对货运行业感兴趣。我们会在五个工作日内确认收到。',
          },
        },
        {
          title: { en_us: 'First conversation', zh_cn: '初次沟通' },
          text: {
            en_us: 'A 30-minute call with our recruiter about the role, the office and your expectations.',
            zh_cn: '与招聘专员进行约30分钟的电话沟通，了解岗位、分公司情况以及您的期望。',
          },
        },
        {
          title: { en_us: 'Practical exercise', zh_cn: '实操测试' },
          text: {
            en_us:
              'A short case from daily work, such as reading a bill of lading or planning a routing, discussed with the hiring manager.',
            zh_cn: '完成一个来自日常工作的小案例，例如读懂一份提单或规划一条运输路线，并与用人经理讨论。',
          },
        },
        {
          title: { en_us: 'Meet the team', zh_cn: '与团队见面' },
          text: {
            en_us: 'Spend time with the people you would work with, and ask them anything.',
            zh_cn: '与未来的同事面对面交流，有任何问题都可以直接问。',
          },
        },
        {
          title: { en_us: 'Offer', zh_cn: '发放录用通知' },
          text: {
            en_us: 'We aim to decide within three weeks of your application and tell every candidate the outcome.',
            zh_cn: '我们力争在收到申请后三周内作出决定，并告知每一位候选人结果。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'apply',
      heading: { en_us: 'How to apply', zh_cn: '如何申请' },
      entries: [
        {
          question: { en_us: 'Where do I send my application?', zh_cn: '简历发到哪里？' },
          answer: {
            en_us:
              'E-mail your CV in English or Chinese to careers@{product}.com, with the role or team and the city you are interested in in the subject line.',
            zh_cn: '请将中文或英文简历发送至 careers@{product}.com，并在邮件主题中注明意向岗位或团队以及工作城市。',
          },
        },
        {
          question: { en_us: 'Can I apply without an open position?', zh_cn: '没有空缺职位也可以投递吗？' },
          answer: {
            en_us:
              'Yes. We keep open applications for twelve months and contact you when a matching role opens, unless you ask us to delete them sooner.',
            zh_cn: '可以。我们会将主动投递的简历保留十二个月，有合适岗位时与您联系；如您希望提前删除，我们将照办。',
          },
        },
        {
          question: { en_us: 'Do I need experience in logistics?', zh_cn: '需要有物流行业经验吗？' },
          answer: {
            en_us:
              'Not for entry roles and the graduate programme. For customs brokerage roles in the US, a broker licence is an advantage but we also support trainees through the exam.',
            zh_cn: '入门岗位和管培生项目不需要。美国报关岗位持有报关员执照者优先，但我们也支持见习生备考。',
          },
        },
        {
          question: {
            en_us: 'Will anyone from {brand} ask me for money during hiring?',
            zh_cn: '招聘过程中{brand}会向我收费吗？',
          },
          answer: {
            en_us:
              'Never. We do not charge fees for applications, training or visas. Report any such request through Speaking Up.',
            zh_cn: '绝不会。我们不收取任何申请费、培训费或签证费。如遇此类要求，请通过举报热线反映。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Questions about working with us?', zh_cn: '对加入我们还有疑问？' },
      text: {
        en_us: 'Write to us and our recruitment team will answer within five working days.',
        zh_cn: '欢迎来信，招聘团队将在五个工作日内回复。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
    },
  ],
};

export default career;

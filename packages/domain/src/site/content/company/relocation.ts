import type { ContentPage } from '../types';

const relocation: ContentPage = {
  path: '/relocation',
  group: 'other',
  icon: 'truck',
  title: { en_us: 'Household and office relocation', zh_cn: '家庭与办公室搬迁' },
  description: {
    en_us:
      'International moves of household goods and offices with {brand}: pre-move survey, professional packing, customs clearance of personal effects and door-to-door delivery.',
    zh_cn: '{brand}提供家庭物品和办公室国际搬迁服务：搬迁前勘察、专业打包、个人物品清关以及门到门交付。',
  },
  heading: { en_us: 'Moving home or office across borders', zh_cn: '跨境搬家与办公室搬迁' },
  lead: {
    en_us:
      'Our relocation teams move the belongings of families and the equipment of whole offices between the countries we serve, using the same ocean, air and customs network that carries our commercial freight.',
    zh_cn:
      '我们的搬迁团队依托承运商业货物的海运、空运和报关网络，在我们服务的国家之间为家庭搬运行李物品、为企业整体搬迁办公设备。',
  },
  blocks: [
    {
      kind: 'steps',
      id: 'process',
      heading: { en_us: 'How a move works', zh_cn: '搬迁流程' },
      steps: [
        {
          title: { en_us: 'Survey', zh_cn: '上门勘察' },
          text: {
            en_us:
              'A surveyor visits, or walks through your home by video call, lists what moves, what stays and what goes into storage, and measures the volume. You receive a fixed quotation within three working days.',
            zh_cn:
              '勘察员上门或通过视频通话查看您的住所，清点需要搬运、留下和寄存的物品并测算体积。我们将在三个工作日内提供固定报价。',
          },
        },
        {
          title: { en_us: 'Packing', zh_cn: '专业打包' },
          text: {
            en_us:
              'Our crews pack with export-grade cartons, wrap furniture, build wooden crates for art and fragile items, and number every piece against a signed inventory.',
            zh_cn:
              '打包团队使用出口级纸箱，为家具做好防护包装，为艺术品和易碎品定制木箱，并按签字确认的清单为每件物品编号。',
          },
        },
        {
          title: { en_us: 'Transport', zh_cn: '运输' },
          text: {
            en_us:
              'Large moves travel in a dedicated 20- or 40-foot container, smaller ones as groupage or by air. We insure the shipment at replacement value on request.',
            zh_cn: '大件搬迁使用独立的20英尺或40英尺集装箱，少量物品可拼箱或空运。应您要求，可按重置价值为货物投保。',
          },
        },
        {
          title: { en_us: 'Customs', zh_cn: '清关' },
          text: {
            en_us:
              'We prepare the declaration for used personal effects, which most countries admit free of duty for people taking up residence, and tell you in advance which documents you must provide.',
            zh_cn:
              '我们为旧的自用物品办理申报。多数国家对前来定居人员的自用物品免征关税，我们会提前告知您需要准备哪些文件。',
          },
        },
        {
          title: { en_us: 'Delivery', zh_cn: '送货上门' },
          text: {
            en_us:
              'At destination the crew delivers to the room you choose, unpacks, assembles furniture and takes the packing material away.',
            zh_cn: '在目的地，团队将物品送到您指定的房间，拆箱、组装家具并带走包装材料。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'personal-effects',
      heading: { en_us: 'Customs for personal effects: what to prepare', zh_cn: '个人物品清关：需要准备的材料' },
      items: [
        {
          en_us: 'A copy of your passport and of the visa or residence permit for the destination country.',
          zh_cn: '护照复印件，以及目的地国家的签证或居留许可复印件。',
        },
        {
          en_us: 'The signed, itemised inventory we prepare during packing.',
          zh_cn: '打包时由我们编制并经您签字的物品明细清单。',
        },
        {
          en_us:
            'For moves to China: your work and residence permit, and the application for personal effects of resident foreigners, which customs must approve before the goods arrive.',
          zh_cn: '迁入中国的：工作许可和居留许可，以及常驻人员自用物品进境申请（须在货物抵达前获得海关批准）。',
        },
        {
          en_us:
            'For moves to the United States: the customs declaration for unaccompanied personal effects and a list of high-value items.',
          zh_cn: '迁入美国的：非随身携带个人物品申报表及高价值物品清单。',
        },
        {
          en_us:
            'Separate paperwork for vehicles, alcohol, medicines and pets, which are restricted in most countries.',
          zh_cn: '车辆、酒类、药品和宠物在多数国家受到限制，须另行准备相关文件。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'Relocation services', zh_cn: '搬迁服务' },
      cards: [
        {
          icon: 'people',
          title: { en_us: 'Household goods', zh_cn: '家庭物品' },
          text: {
            en_us:
              'For families and for employees your company is sending abroad, with one coordinator from survey to delivery.',
            zh_cn: '面向家庭及企业外派员工，从勘察到交付由一名协调员全程负责。',
          },
        },
        {
          icon: 'warehouse',
          title: { en_us: 'Office relocation', zh_cn: '办公室搬迁' },
          text: {
            en_us:
              'Desks, IT equipment and archives moved over a weekend, labelled by floor and desk so work resumes on Monday.',
            zh_cn: '利用周末搬运办公桌椅、IT设备和档案，按楼层和工位贴好标签，确保周一正常办公。',
          },
        },
        {
          icon: 'depot',
          title: { en_us: 'Storage', zh_cn: '仓储' },
          text: {
            en_us: 'Clean, secure storage for weeks or years while you wait for your new home or office.',
            zh_cn: '在您等待新住所或新办公室期间，提供数周至数年的洁净、安全仓储。',
          },
        },
        {
          icon: 'route',
          title: { en_us: 'Door to door', zh_cn: '门到门' },
          text: {
            en_us:
              'One price and one contact from your old address to your new one, including both customs clearances.',
            zh_cn: '从旧地址到新地址，一口价、一个联系人，包含进出口两端清关。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      heading: { en_us: 'Frequently asked questions', zh_cn: '常见问题' },
      entries: [
        {
          question: { en_us: 'How long does an international move take?', zh_cn: '国际搬家需要多长时间？' },
          answer: {
            en_us:
              'By sea from China to the US West Coast or to Northern Europe, usually five to eight weeks door to door; by air, one to two weeks.',
            zh_cn: '从中国海运至美国西海岸或北欧，门到门通常需要五至八周；空运约一至两周。',
          },
        },
        {
          question: { en_us: 'Can I follow my container?', zh_cn: '我能跟踪自己的集装箱吗？' },
          answer: {
            en_us: 'Yes, with the bill of lading number on the tracking page, like any other shipment.',
            zh_cn: '可以。与其他货物一样，在追踪页面输入提单号即可查询。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Plan your move', zh_cn: '开始规划搬迁' },
      text: {
        en_us: 'Tell us where you are moving from and to, and when. We will arrange the survey.',
        zh_cn: '告诉我们您的搬出地、搬入地和时间，我们将为您安排勘察。',
      },
      action: { en_us: 'Request a survey', zh_cn: '预约勘察' },
      href: '/contact',
    },
  ],
};

export default relocation;

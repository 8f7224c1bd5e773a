import type { ContentPage } from '../types';

const sustainability: ContentPage = {
  path: '/sustainability',
  group: 'about',
  icon: 'leaf',
  title: { en_us: 'Sustainability', zh_cn: '可持续发展' },
  description: {
    en_us:
      'How {brand} measures the emissions of your freight under the GLEC Framework, shifts cargo to rail, offers biofuel options, reduces packaging, and the targets we have set.',
    zh_cn: '{brand}如何按GLEC框架核算货物运输排放、推动公转铁、提供生物燃料选项、减少包装，以及我们设定的减排目标。',
  },
  heading: { en_us: 'Less carbon per tonne moved', zh_cn: '降低每吨货物的碳排放' },
  lead: {
    en_us:
      'Transport is where most of the emissions of a supply chain happen. We measure them the same way for every shipment, show them to you, and give you choices that cut them.',
    zh_cn:
      '供应链的碳排放大多产生在运输环节。我们以统一的方法核算每一票货物的排放，向您公开结果，并提供切实可行的减排选择。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'reporting',
      heading: { en_us: 'Emissions reporting under the GLEC Framework', zh_cn: '按GLEC框架报告排放' },
      paragraphs: [
        {
          en_us:
            'We calculate well-to-wheel greenhouse gas emissions, in kilograms of CO2 equivalent, for every leg of every shipment following the GLEC Framework of the Smart Freight Centre and ISO 14083. Where a carrier gives us fuel data for the actual vessel, flight or truck, we use it; otherwise we use the GLEC default factors for the mode and trade lane.',
          zh_cn:
            '我们遵循智慧货运中心（Smart Freight Centre）的GLEC框架和ISO 14083标准，以二氧化碳当量（千克）为单位，核算每一票货物每一段运输的“油井到车轮”全生命周期温室气体排放。承运人提供实际船舶、航班或车辆燃油数据的，我们采用实际数据；否则采用GLEC框架中对应运输方式和航线的默认排放因子。',
        },
        {
          en_us:
            'Customers receive a quarterly emissions statement per shipment, trade lane and mode, ready for their own Scope 3 reporting. Since 2019 we have published the total for our whole network every year.',
          zh_cn:
            '客户每季度会收到按单票、航线和运输方式统计的排放报告，可直接用于其范围三（Scope 3）排放披露。自2019年起，我们每年公布全网络的排放总量。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'levers',
      heading: { en_us: 'What we do to cut emissions', zh_cn: '我们的减排举措' },
      cards: [
        {
          icon: 'train',
          title: { en_us: 'Modal shift to rail', zh_cn: '公转铁' },
          text: {
            en_us:
              'China–Europe rail emits roughly a tenth of the CO2 of air freight on the same route and arrives in 16 to 22 days. In North America and Europe we move port containers inland by rail wherever a terminal is within reach of the consignee.',
            zh_cn:
              '同一线路上，中欧班列的二氧化碳排放约为空运的十分之一，运输时间16至22天。在北美和欧洲，只要收货人附近有铁路场站，我们就用铁路将港口集装箱运往内陆。',
          },
        },
        {
          icon: 'ship',
          title: { en_us: 'Biofuel options', zh_cn: '生物燃料选项' },
          text: {
            en_us:
              'On request we book ocean capacity powered by certified second-generation biofuel, and buy sustainable aviation fuel for air shipments through our carriers’ programmes. The reduction is documented under a book-and-claim certificate in your name.',
            zh_cn:
              '应客户要求，我们可预订使用经认证的第二代生物燃料的海运舱位，并通过航空公司项目为空运货物采购可持续航空燃料（SAF）。减排量以“登记与申领”证书的形式记在您的名下。',
          },
        },
        {
          icon: 'parcel',
          title: { en_us: 'Packaging', zh_cn: '包装' },
          text: {
            en_us:
              'Our warehouses use reusable pallets and returnable crates for regular flows, right-size cartons for eCommerce orders and have replaced plastic void fill with paper.',
            zh_cn:
              '我们的仓库在固定线路上使用可循环托盘和周转箱，为电商订单匹配合适尺寸的纸箱，并以纸质填充物替代了塑料缓冲材料。',
          },
        },
        {
          icon: 'warehouse',
          title: { en_us: 'Buildings and trucks', zh_cn: '仓库与车队' },
          text: {
            en_us:
              'Rooftop solar on our own warehouses, LED lighting and electric forklifts; electric and HVO-fuelled trucks for port drayage in Los Angeles and Rotterdam.',
            zh_cn: '自营仓库屋顶安装光伏、采用LED照明和电动叉车；洛杉矶和鹿特丹的港口拖车使用电动和HVO燃料卡车。',
          },
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'targets',
      heading: { en_us: 'Our targets', zh_cn: '减排目标' },
      entries: [
        {
          year: '2027',
          title: { en_us: 'Primary data for most ocean freight', zh_cn: '大部分海运采用实测数据' },
          text: {
            en_us: 'Carrier fuel data, not default factors, behind at least 80% of the container volume we report.',
            zh_cn: '在我们报告的集装箱运量中，至少80%以承运人实际燃油数据而非默认因子核算。',
          },
        },
        {
          year: '2028',
          title: { en_us: 'Renewable power in our buildings', zh_cn: '自营场所使用可再生电力' },
          text: {
            en_us: 'All electricity used in our own offices and warehouses from renewable sources.',
            zh_cn: '自营办公室和仓库的用电全部来自可再生能源。',
          },
        },
        {
          year: '2030',
          title: { en_us: 'A third less per tonne-kilometre', zh_cn: '每吨公里排放降低三分之一' },
          text: {
            en_us:
              'Emissions intensity of the freight we move 33% below our 2019 baseline, and our own Scope 1 and 2 emissions halved.',
            zh_cn: '货物运输的排放强度较2019年基准降低33%，自身范围一和范围二排放减半。',
          },
        },
        {
          year: '2050',
          title: { en_us: 'Net zero', zh_cn: '实现净零' },
          text: {
            en_us: 'Net-zero greenhouse gas emissions across our operations and the transport we buy.',
            zh_cn: '自身运营及所采购运输服务的温室气体排放实现净零。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      heading: { en_us: 'Questions from customers', zh_cn: '客户常见问题' },
      entries: [
        {
          question: { en_us: 'Can I see the emissions of one shipment?', zh_cn: '能查看单票货物的排放吗？' },
          answer: {
            en_us:
              'Yes. Your quarterly statement lists every shipment, and your branch can send the figure for a single shipment on request.',
            zh_cn: '可以。季度报告会列出每一票货物的排放，您也可以请负责的分公司单独提供某一票的数据。',
          },
        },
        {
          question: { en_us: 'Does rail cost more than ocean?', zh_cn: '铁路运输比海运贵吗？' },
          answer: {
            en_us:
              'Usually more than ocean and far less than air. For goods that cannot wait five to six weeks at sea, rail is often the cheapest way to cut emissions.',
            zh_cn: '通常比海运贵，但远低于空运。对于等不了五六周海运的货物，铁路往往是成本最低的减排方式。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Plan a lower-carbon routing', zh_cn: '规划更低碳的运输方案' },
      text: {
        en_us: 'Ask for a quotation that compares transit time, cost and emissions by mode.',
        zh_cn: '申请报价，按运输方式对比时效、成本和排放。',
      },
      action: { en_us: 'Request a quotation', zh_cn: '在线询价' },
      href: '/online-quotations',
    },
  ],
};

export default sustainability;

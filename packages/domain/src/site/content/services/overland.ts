import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/overland',
  group: 'supplyChain',
  icon: 'truck',
  title: { en_us: 'Overland: road and rail freight', zh_cn: '陆运：公路与铁路运输' },
  description: {
    en_us:
      'Full and part truckloads, cross-border trucking and China–Europe rail, planned and tracked with the rest of your shipment.',
    zh_cn: '整车与零担、跨境公路运输和中欧班列，与您的其他货物统一计划、统一追踪。',
  },
  heading: { en_us: 'Overland transport', zh_cn: '陆路运输' },
  lead: {
    en_us:
      'Most shipments start and end on a truck. {brand} runs the trucking around the ports and airports we serve, crosses borders by road, and offers rail between China and Europe when air is too expensive and sea too slow.',
    zh_cn:
      '大多数货物的第一公里和最后一公里都靠卡车完成。{brand} 在我们服务的港口和机场周边提供集卡运输，承运跨境公路货物，并在空运太贵、海运太慢时提供中欧铁路运输。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'What we run', zh_cn: '服务内容' },
      cards: [
        {
          icon: 'truck',
          title: { en_us: 'FTL — full truckload', zh_cn: 'FTL 整车运输' },
          text: {
            en_us:
              'A dedicated truck from your door to the receiver: 13.6 m curtainsiders in Europe, 53-foot dry vans in North America, 9.6 m and 17.5 m trucks in China.',
            zh_cn:
              '专车从您门口直达收货人：欧洲使用 13.6 米侧帘车，北美使用 53 英尺厢式挂车，国内使用 9.6 米和 17.5 米货车。',
          },
        },
        {
          icon: 'parcel',
          title: { en_us: 'LTL — part loads', zh_cn: 'LTL 零担运输' },
          text: {
            en_us:
              'From one pallet upwards, on fixed groupage schedules between our hubs, priced by pallet place or loading metre.',
            zh_cn: '一个托盘起运，在我们的枢纽之间按固定班线拼车运输，按托盘位或装载米计费。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Cross-border trucking', zh_cn: '跨境公路运输' },
          text: {
            en_us:
              'China–Vietnam through Pingxiang and Dongxing, China–Central Asia through Khorgos, US–Mexico through Laredo and within the EU, with the transit and customs documents prepared by our own brokers.',
            zh_cn:
              '经凭祥、东兴往返中越，经霍尔果斯通达中亚，经拉雷多往返美墨，以及欧盟境内运输；过境和报关单证由我们自己的报关员准备。',
          },
        },
        {
          icon: 'train',
          title: { en_us: 'China–Europe rail', zh_cn: '中欧班列' },
          text: {
            en_us:
              'FCL and LCL from Xi’an, Chengdu, Chongqing and Yiwu to Duisburg, Hamburg, Łódź and Budapest, 16–24 days terminal to terminal.',
            zh_cn: '从西安、成都、重庆、义乌发往杜伊斯堡、汉堡、罗兹和布达佩斯，整箱与拼箱均可，站到站 16–24 天。',
          },
        },
      ],
    },
    {
      kind: 'table',
      id: 'rail-routes',
      heading: { en_us: 'Rail routes between China and Europe', zh_cn: '中欧铁路线路' },
      columns: [
        { en_us: 'Route', zh_cn: '线路' },
        { en_us: 'Border crossings', zh_cn: '口岸' },
        { en_us: 'Terminal to terminal', zh_cn: '站到站时效' },
      ],
      rows: [
        [
          { en_us: 'Xi’an → Duisburg (northern route)', zh_cn: '西安 → 杜伊斯堡（北线）' },
          { en_us: 'Alashankou / Khorgos, Brest–Małaszewicze', zh_cn: '阿拉山口 / 霍尔果斯，布列斯特–马拉舍维奇' },
          { en_us: '16–20 days', zh_cn: '16–20 天' },
        ],
        [
          { en_us: 'Chengdu → Łódź', zh_cn: '成都 → 罗兹' },
          { en_us: 'Alashankou, Brest–Małaszewicze', zh_cn: '阿拉山口，布列斯特–马拉舍维奇' },
          { en_us: '17–21 days', zh_cn: '17–21 天' },
        ],
        [
          { en_us: 'Xi’an → Budapest (Middle Corridor)', zh_cn: '西安 → 布达佩斯（中间走廊）' },
          { en_us: 'Khorgos, Caspian Sea ferry, Georgia, Türkiye', zh_cn: '霍尔果斯，里海轮渡，格鲁吉亚，土耳其' },
          { en_us: '20–26 days', zh_cn: '20–26 天' },
        ],
        [
          { en_us: 'Yiwu → Hamburg', zh_cn: '义乌 → 汉堡' },
          { en_us: 'Alashankou, Brest–Małaszewicze', zh_cn: '阿拉山口，布列斯特–马拉舍维奇' },
          { en_us: '18–24 days', zh_cn: '18–24 天' },
        ],
      ],
      note: {
        en_us:
          'Containers change wagons at each gauge break (1,435 mm in China and the EU, 1,520 mm in between). Cargo that must avoid the northern route travels on the Middle Corridor.',
        zh_cn:
          '集装箱在每个轨距变换处换装（中国与欧盟为 1435 毫米标准轨，中间路段为 1520 毫米宽轨）。需避开北线的货物可走中间走廊。',
      },
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: { en_us: 'How a cross-border truck moves', zh_cn: '跨境卡车运输流程' },
      steps: [
        {
          title: { en_us: 'Documents first', zh_cn: '单证先行' },
          text: {
            en_us:
              'Before loading we check the commercial invoice, packing list and CMR or TIR carnet, and file the export and transit declarations.',
            zh_cn: '装车前我们先核对商业发票、装箱单以及 CMR 运单或 TIR 证，并提交出口和过境申报。',
          },
        },
        {
          title: { en_us: 'Loading and seal', zh_cn: '装车施封' },
          text: {
            en_us:
              'The driver reports loading in our app; the trailer is sealed and the seal number goes into the shipment record.',
            zh_cn: '司机在我们的应用中上报装车，挂车施封后封条号即记入货物记录。',
          },
        },
        {
          title: { en_us: 'Border', zh_cn: '过境口岸' },
          text: {
            en_us:
              'Our brokers on both sides of the border pre-lodge the declarations, so the truck queues for inspection only, not for paperwork.',
            zh_cn: '口岸两侧的报关员提前申报，卡车只需排队查验，不必等待办理单证。',
          },
        },
        {
          title: { en_us: 'Delivery and proof', zh_cn: '送达与签收' },
          text: {
            en_us:
              'The receiver signs on the driver’s device; the signed proof of delivery appears in the portal within minutes.',
            zh_cn: '收货人在司机的设备上签收，签收凭证几分钟内即可在门户中查看。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions about road and rail', zh_cn: '陆运常见问题' },
      entries: [
        {
          question: { en_us: 'When is rail the right choice?', zh_cn: '什么时候适合选择铁路？' },
          answer: {
            en_us:
              'For cargo from inland China to central Europe with a value that makes 35 days at sea too long but air too expensive — typically electronics, auto parts and machinery. Rail costs roughly a fifth of air and arrives two to three weeks earlier than sea.',
            zh_cn:
              '适合从中国内陆发往欧洲中部、货值较高的货物：海运 35 天太慢，空运又太贵，例如电子产品、汽车零部件和机械设备。铁路运费约为空运的五分之一，比海运早到两到三周。',
          },
        },
        {
          question: { en_us: 'Can you move dangerous goods by road?', zh_cn: '公路可以运输危险品吗？' },
          answer: {
            en_us:
              'Yes, with ADR-certified drivers and vehicles in Europe, under 49 CFR in the US and with licensed hazardous-goods carriers in China.',
            zh_cn:
              '可以。欧洲使用持 ADR 资质的司机和车辆，美国遵循 49 CFR 法规，国内使用具备危险货物运输资质的承运商。',
          },
        },
        {
          question: { en_us: 'Do you offer drayage at US ports?', zh_cn: '在美国港口提供集卡短驳吗？' },
          answer: {
            en_us:
              'Yes, at Los Angeles/Long Beach, Oakland, Seattle/Tacoma, New York/New Jersey, Savannah and Houston, with chassis, pre-pull and storage when the terminal’s last free day is close.',
            zh_cn:
              '提供。覆盖洛杉矶/长滩、奥克兰、西雅图/塔科马、纽约/新泽西、萨凡纳和休斯敦，提供底盘车，并可在码头免费期即将到期时提前提柜并堆存。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'quote',
      heading: { en_us: 'Plan a road or rail shipment', zh_cn: '规划公路或铁路运输' },
      text: {
        en_us:
          'Give us origin, destination, pallets or containers and the ready date; we compare road, rail and sea for you.',
        zh_cn: '提供起运地、目的地、托盘或集装箱数量以及货好时间，我们为您比较公路、铁路和海运方案。',
      },
      action: { en_us: 'Request a quote', zh_cn: '在线询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Contact us', zh_cn: '联系我们' }, href: '/contact' },
    },
  ],
};

export default page;

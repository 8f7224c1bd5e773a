import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/air-freight',
  group: 'supplyChain',
  icon: 'plane',
  title: { en_us: 'Air freight: consolidation, charter, dangerous goods', zh_cn: '空运服务：集运、包机、危险品' },
  description: {
    en_us:
      'Air freight from the main cargo hubs of Asia: weekly consolidations, next-flight-out, part and full charters, dangerous goods and temperature-controlled cargo.',
    zh_cn: '从亚洲主要货运枢纽出发的空运：每周集运、最快航班直发、部分及整机包机、危险品和温控货物。',
  },
  heading: { en_us: 'Air freight', zh_cn: '空运' },
  lead: {
    en_us:
      'When a production line waits for a part or a launch date cannot move, {brand} flies it. We move about 88,000 tonnes a year from Shanghai, Shenzhen, Hong Kong, Taipei, Singapore and Frankfurt, on block space bought from the airlines every week.',
    zh_cn:
      '当生产线在等零件、上市日期不能推迟时，{brand} 用空运把货送到。我们每年从上海、深圳、香港、台北、新加坡和法兰克福发运约 8.8 万吨货物，每周都向航空公司包板锁定舱位。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'Choose the speed you need', zh_cn: '按时效选择服务' },
      cards: [
        {
          icon: 'clock',
          title: { en_us: 'Express — next flight out', zh_cn: '特快：最近航班直发' },
          text: {
            en_us:
              'Booked on the first direct flight with space, airport to airport in 1–2 days. For spare parts, samples and urgent replenishment.',
            zh_cn: '订最近一班有舱位的直飞航班，机场到机场 1–2 天。适合备件、样品及紧急补货。',
          },
        },
        {
          icon: 'plane',
          title: { en_us: 'Standard consolidation', zh_cn: '标准集运' },
          text: {
            en_us:
              'Your cargo travels under our master air waybill with other shippers’ cargo on scheduled departures, airport to airport in 3–5 days, at a lower rate per kilo.',
            zh_cn: '您的货物与其他客户的货物一起使用我们的主运单，按固定班期出运，机场到机场 3–5 天，每公斤运价更低。',
          },
        },
        {
          icon: 'route',
          title: { en_us: 'Sea–air', zh_cn: '海空联运' },
          text: {
            en_us:
              'By sea from China to Dubai or Singapore, then by air to Europe, Africa or Latin America: about half the cost of air and half the time of sea, 14–20 days door to door.',
            zh_cn:
              '从中国海运至迪拜或新加坡，再转空运至欧洲、非洲或拉美：成本约为纯空运的一半，时效约为纯海运的一半，门到门 14–20 天。',
          },
        },
        {
          icon: 'globe',
          title: { en_us: 'Part and full charter', zh_cn: '部分包机与整机包机' },
          text: {
            en_us:
              'From a pallet position on a freighter to a whole Boeing 777F (about 100 t): for project cargo, peak season or when scheduled capacity runs out.',
            zh_cn:
              '从货机上的一个板位到整架波音 777 货机（约 100 吨），适用于项目物资、旺季运力紧张或定期航班舱位不足的情况。',
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'special-cargo',
      heading: { en_us: 'Special cargo', zh_cn: '特种货物' },
      cards: [
        {
          icon: 'shield',
          title: { en_us: 'Dangerous goods', zh_cn: '危险品' },
          text: {
            en_us:
              'Our IATA-certified staff classify, pack, mark and label to the IATA Dangerous Goods Regulations and prepare the shipper’s declaration — including lithium batteries (UN3480/UN3481, packing instructions 965–970), aerosols, paints and chemicals.',
            zh_cn:
              '持 IATA 资质的员工按《危险品规则》进行分类、包装、标记和贴签，并准备托运人危险品申报单，包括锂电池（UN3480/UN3481，包装说明 965–970）、气雾剂、油漆及化工品。',
          },
        },
        {
          icon: 'leaf',
          title: { en_us: 'Temperature-controlled', zh_cn: '温控货物' },
          text: {
            en_us:
              'Pharmaceuticals and perishables at +2 to +8 °C or +15 to +25 °C, in passive packaging or active containers, with data loggers and cold-chain handling at the airport.',
            zh_cn:
              '药品与生鲜可在 +2 至 +8 °C 或 +15 至 +25 °C 下运输，可选被动保温包装或主动温控箱，全程温度记录，机场冷链操作。',
          },
        },
        {
          icon: 'warehouse',
          title: { en_us: 'Heavy and outsized', zh_cn: '超重超大件' },
          text: {
            en_us:
              'Main-deck loading up to 3 m high on freighters, engine stands and machinery with loading plans agreed with the airline in advance.',
            zh_cn: '货机主舱可装载高达 3 米的货物，发动机架和机械设备的装载方案会提前与航空公司确认。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: { en_us: 'From pick-up to delivery', zh_cn: '从提货到派送' },
      steps: [
        {
          title: { en_us: 'Booking and space', zh_cn: '订舱与确认舱位' },
          text: {
            en_us:
              'Send us pieces, weight and dimensions. We confirm the flight and the cut-off, usually 6 hours before departure for general cargo.',
            zh_cn: '提供件数、重量和尺寸后，我们确认航班及截货时间，普货一般在起飞前 6 小时截货。',
          },
        },
        {
          title: { en_us: 'Pick-up, security and export', zh_cn: '提货、安检与出口报关' },
          text: {
            en_us:
              'We collect, weigh and measure the cargo, screen it as a regulated agent and clear export customs the same day.',
            zh_cn: '我们上门提货、称重量尺，以管制代理人身份完成安检，并在当天办理出口报关。',
          },
        },
        {
          title: { en_us: 'Air waybill and flight', zh_cn: '空运单与航班' },
          text: {
            en_us:
              'We issue the house air waybill (HAWB) under our master air waybill (MAWB), electronically (e-AWB) where the route allows, and report departure and arrival from the airline’s own messages.',
            zh_cn:
              '我们在主运单（MAWB）下签发分运单（HAWB），航线允许时使用电子运单（e-AWB），起飞与到达信息直接取自航空公司报文。',
          },
        },
        {
          title: { en_us: 'Import and last mile', zh_cn: '进口清关与末端派送' },
          text: {
            en_us:
              'At destination our brokers file the entry while the aircraft is in the air, so the cargo is usually released within hours of arrival and delivered the next working day.',
            zh_cn: '在目的地，我们的报关员在飞机落地前就提交进口申报，货物通常在到达后数小时内放行，次个工作日送达。',
          },
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: 'Air freight in figures', zh_cn: '空运数据' },
      facts: [
        {
          value: { en_us: '88,000 t', zh_cn: '8.8 万吨' },
          label: { en_us: 'flown in 2025', zh_cn: '2025 年空运货量' },
        },
        {
          value: { en_us: '210', zh_cn: '210' },
          label: { en_us: 'weekly block-space departures', zh_cn: '每周包板航班' },
        },
        { value: { en_us: '36', zh_cn: '36' }, label: { en_us: 'partner airlines', zh_cn: '合作航空公司' } },
        {
          value: { en_us: '97.1 %', zh_cn: '97.1%' },
          label: { en_us: 'of consolidations on the planned flight', zh_cn: '集运货物按计划航班出运' },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions about air freight', zh_cn: '空运常见问题' },
      entries: [
        {
          question: { en_us: 'How is the chargeable weight calculated?', zh_cn: '计费重量如何计算？' },
          answer: {
            en_us:
              'Airlines charge the greater of the actual gross weight and the volumetric weight: length × width × height in centimetres divided by 6,000. A carton of 60 × 50 × 40 cm weighing 12 kg is charged as 20 kg.',
            zh_cn:
              '航空公司按实际毛重与体积重量中较大者计费，体积重量 = 长 × 宽 × 高（厘米）÷ 6000。例如一个 60 × 50 × 40 厘米、重 12 公斤的纸箱，按 20 公斤计费。',
          },
        },
        {
          question: { en_us: 'Can I ship products with lithium batteries?', zh_cn: '含锂电池的产品可以空运吗？' },
          answer: {
            en_us:
              'Yes, if the cells have passed UN 38.3 testing and are packed and declared correctly. Batteries shipped on their own (UN3480) travel on freighters only; batteries packed with or inside equipment (UN3481) may also fly on passenger aircraft within the limits.',
            zh_cn:
              '可以，前提是电芯已通过 UN 38.3 测试，并按规定包装和申报。单独运输的锂电池（UN3480）只能走货机；与设备包装在一起或安装在设备内的锂电池（UN3481）在限量内也可走客机腹舱。',
          },
        },
        {
          question: { en_us: 'What does the price include?', zh_cn: '报价包含哪些费用？' },
          answer: {
            en_us:
              'Our quotes list the air freight, fuel and security surcharges, origin handling, export clearance and, for door-to-door, import clearance and delivery. Duties and taxes are charged at cost.',
            zh_cn:
              '我们的报价逐项列出空运费、燃油及安检附加费、起运地操作费、出口报关费；门到门报价还包括进口清关和派送。关税与税金按实际代垫收取。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'quote',
      heading: { en_us: 'Need it flown this week?', zh_cn: '本周就要发货？' },
      text: {
        en_us:
          'Send the pieces, weight and dimensions; we answer within two working hours with flight options and prices.',
        zh_cn: '提供件数、重量和尺寸，我们会在两个工作小时内给出航班方案和价格。',
      },
      action: { en_us: 'Request an air quote', zh_cn: '空运询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Talk to the air desk', zh_cn: '联系空运部' }, href: '/contact' },
    },
  ],
};

export default page;

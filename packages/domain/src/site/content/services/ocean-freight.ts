import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/ocean-freight',
  group: 'supplyChain',
  icon: 'ship',
  title: { en_us: 'Ocean freight: FCL and LCL', zh_cn: '海运服务：整箱与拼箱' },
  description: {
    en_us:
      'FCL and LCL ocean freight on the main trade lanes out of Asia, with contracted space, every container type, documents handled and every container tracked.',
    zh_cn: '覆盖亚洲出发主要航线的整箱与拼箱海运：合约舱位、各类箱型、单证代办，每个集装箱全程可追踪。',
  },
  heading: { en_us: 'Ocean freight', zh_cn: '海运' },
  lead: {
    en_us:
      '{brand} ships about 450,000 TEU a year on the lanes between Asia, North America, Europe and the Middle East. We hold contracted space with the major carriers, book it for you, look after the paperwork and show you every container from empty pick-up to empty return.',
    zh_cn:
      '{brand} 每年在亚洲、北美、欧洲和中东之间承运约 45 万 TEU。我们与主要船公司签有合约舱位，替您订舱、打理单证，并让您看到每个集装箱从提空到还空的全过程。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'modes',
      heading: { en_us: 'Full container or shared container', zh_cn: '整箱还是拼箱' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'FCL — full container load', zh_cn: 'FCL 整箱' },
          text: {
            en_us:
              'A container for your cargo only, loaded at your factory or at our warehouse and sealed until it reaches the consignee. The choice from about 15 cubic metres upwards, or whenever the goods should not be handled on the way.',
            zh_cn:
              '整个集装箱只装您的货，在工厂或我们的仓库装箱施封，直到收货人拆封。货量约 15 立方米以上，或货物途中不宜多次搬运时，首选整箱。',
          },
        },
        {
          icon: 'parcel',
          title: { en_us: 'LCL — less than container load', zh_cn: 'LCL 拼箱' },
          text: {
            en_us:
              'You pay for the cubic metres you use. We consolidate cargo of several shippers in our own CFS warehouses with fixed weekly departures, for example every Tuesday from Shanghai to Los Angeles, Hamburg and Rotterdam.',
            zh_cn:
              '按实际体积计费。货物在我们自营的集装箱货运站（CFS）与其他发货人的货物拼装，每周固定开船，例如上海至洛杉矶、汉堡、鹿特丹每周二截货。',
          },
        },
        {
          icon: 'route',
          title: { en_us: 'Buyer consolidation', zh_cn: '买家集运' },
          text: {
            en_us:
              'Importers buying from several suppliers in one region have the orders delivered to one of our warehouses, checked against the purchase order and loaded together into full containers — one freight bill and one customs entry instead of many.',
            zh_cn:
              '向同一地区多家供应商采购的进口商，可让各供应商把货送到我们的仓库，按采购订单验货后合装整箱出运，一张运费账单、一次进口报关即可完成。',
          },
        },
      ],
    },
    {
      kind: 'table',
      id: 'equipment',
      heading: { en_us: 'Container types', zh_cn: '箱型一览' },
      intro: {
        en_us:
          'Inside dimensions and payloads differ slightly between carriers and container builds; we confirm the exact figures for your booking.',
        zh_cn: '各船公司及不同批次集装箱的内尺寸与载重略有差异，订舱时我们会确认准确数据。',
      },
      columns: [
        { en_us: 'Type', zh_cn: '箱型' },
        { en_us: 'Inside (L × W × H)', zh_cn: '内尺寸（长×宽×高）' },
        { en_us: 'Volume', zh_cn: '容积' },
        { en_us: 'Max. payload', zh_cn: '最大载重' },
        { en_us: 'Used for', zh_cn: '适用货物' },
      ],
      rows: [
        [
          '20GP',
          '5.90 × 2.35 × 2.39 m',
          '33 m³',
          { en_us: 'about 28 t', zh_cn: '约 28 吨' },
          {
            en_us: 'Heavy, dense cargo: tiles, steel parts, chemicals in drums',
            zh_cn: '重货、密度大的货：瓷砖、钢制件、桶装化工品',
          },
        ],
        [
          '40GP',
          '12.03 × 2.35 × 2.39 m',
          '67 m³',
          { en_us: 'about 26.5 t', zh_cn: '约 26.5 吨' },
          { en_us: 'General cargo, machinery, palletised goods', zh_cn: '普通货物、机械设备、托盘货' },
        ],
        [
          '40HC',
          '12.03 × 2.35 × 2.69 m',
          '76 m³',
          { en_us: 'about 26.5 t', zh_cn: '约 26.5 吨' },
          { en_us: 'Light, bulky goods: furniture, apparel, electronics', zh_cn: '轻泡货：家具、服装、电子产品' },
        ],
        [
          '45HC',
          '13.56 × 2.35 × 2.69 m',
          '86 m³',
          { en_us: 'about 27.5 t', zh_cn: '约 27.5 吨' },
          {
            en_us: 'Very light cargo on lanes that accept 45-foot boxes',
            zh_cn: '特别轻泡的货物，限可接受 45 尺箱的航线',
          },
        ],
        [
          { en_us: '40RH reefer', zh_cn: '40RH 冷藏箱' },
          '11.58 × 2.29 × 2.55 m',
          '67 m³',
          { en_us: 'about 29 t', zh_cn: '约 29 吨' },
          {
            en_us: 'Food, pharmaceuticals, chemicals at −30 °C to +30 °C',
            zh_cn: '食品、药品、化工品，温度 −30 °C 至 +30 °C',
          },
        ],
        [
          { en_us: '20/40 open top', zh_cn: '20/40 开顶箱' },
          { en_us: 'as GP, no fixed roof', zh_cn: '同普通箱，无固定箱顶' },
          '32 / 65 m³',
          { en_us: 'about 28 / 26 t', zh_cn: '约 28 / 26 吨' },
          {
            en_us: 'Tall cargo loaded by crane from above: machines, glass',
            zh_cn: '超高货物，吊车从顶部装箱：机器、玻璃',
          },
        ],
        [
          { en_us: '20/40 flat rack', zh_cn: '20/40 框架箱' },
          { en_us: 'floor with end walls', zh_cn: '底板加两端端壁' },
          '—',
          { en_us: 'about 31 / 40 t', zh_cn: '约 31 / 40 吨' },
          {
            en_us: 'Out-of-gauge and heavy lifts: vehicles, transformers, boats',
            zh_cn: '超限及重大件：车辆、变压器、船艇',
          },
        ],
      ],
    },
    {
      kind: 'table',
      id: 'transit-times',
      heading: { en_us: 'Transit times on the main lanes', zh_cn: '主要航线航程' },
      columns: [
        { en_us: 'Lane', zh_cn: '航线' },
        { en_us: 'Port to port', zh_cn: '港到港' },
        { en_us: 'Sailings per week', zh_cn: '每周航班' },
      ],
      rows: [
        [
          { en_us: 'Shanghai → Los Angeles / Long Beach', zh_cn: '上海 → 洛杉矶 / 长滩' },
          { en_us: '14–18 days', zh_cn: '14–18 天' },
          '12',
        ],
        [{ en_us: 'Yantian → Long Beach', zh_cn: '盐田 → 长滩' }, { en_us: '15–19 days', zh_cn: '15–19 天' }, '8'],
        [
          { en_us: 'Shanghai → New York (via Panama)', zh_cn: '上海 → 纽约（经巴拿马运河）' },
          { en_us: '30–36 days', zh_cn: '30–36 天' },
          '5',
        ],
        [
          { en_us: 'Ningbo → Rotterdam', zh_cn: '宁波 → 鹿特丹' },
          { en_us: '30–36 days via Suez, 38–46 via the Cape', zh_cn: '经苏伊士 30–36 天，绕好望角 38–46 天' },
          '6',
        ],
        [
          { en_us: 'Shanghai → Hamburg', zh_cn: '上海 → 汉堡' },
          { en_us: '32–38 days via Suez, 40–48 via the Cape', zh_cn: '经苏伊士 32–38 天，绕好望角 40–48 天' },
          '5',
        ],
        [{ en_us: 'Singapore → Jebel Ali', zh_cn: '新加坡 → 杰贝阿里' }, { en_us: '9–12 days', zh_cn: '9–12 天' }, '7'],
        [
          { en_us: 'Qingdao → Manzanillo (MX)', zh_cn: '青岛 → 曼萨尼约（墨西哥）' },
          { en_us: '20–25 days', zh_cn: '20–25 天' },
          '3',
        ],
      ],
      note: {
        en_us:
          'Scheduled port-to-port times of the direct services we use most. Door-to-door adds origin trucking, customs and delivery, typically 4–8 days. Blank sailings and routing changes are announced on the blank sailing page and in the portal.',
        zh_cn:
          '以上为我们常用直航服务的船期时间（港到港）。门到门还需加上起运地拖车、报关和派送，一般再加 4–8 天。停航和航线调整会在停航通告页面及门户中公布。',
      },
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: { en_us: 'How an FCL shipment runs', zh_cn: '整箱出运流程' },
      steps: [
        {
          title: { en_us: 'Quote and booking', zh_cn: '报价与订舱' },
          text: {
            en_us:
              'You ask for a quote online or through your account manager. Once you accept it, we book space on the agreed sailing and send the booking confirmation with the cut-off times: documents, VGM and container yard.',
            zh_cn:
              '您可在线询价或联系客户经理。接受报价后，我们在约定船期订舱，并发送订舱确认，注明截单、截 VGM 和截港时间。',
          },
        },
        {
          title: { en_us: 'Empty release and loading', zh_cn: '放箱与装箱' },
          text: {
            en_us:
              'Our trucker collects the empty container, you load and seal it, we submit the verified gross mass (VGM) and bring the container to the terminal before the CY cut-off.',
            zh_cn: '我们的车队提取空箱，您装货施封后，我们申报核定总重（VGM），并在截港前把重箱送进码头。',
          },
        },
        {
          title: { en_us: 'Export clearance and shipping instructions', zh_cn: '出口报关与提单确认' },
          text: {
            en_us:
              'Our brokers file the export declaration; you send shipping instructions and approve the draft bill of lading in the portal before the documentation cut-off.',
            zh_cn: '我们的报关员办理出口申报；您在截单前通过门户提交提单补料并确认提单草稿。',
          },
        },
        {
          title: { en_us: 'On the water', zh_cn: '海上运输' },
          text: {
            en_us:
              'Loading, departure, transhipment and arrival events come from the carriers several times a day. If a vessel is delayed or rolled, you hear it from us with the new ETA and the options.',
            zh_cn:
              '装船、离港、中转、到港等节点每天多次从船公司同步。若船舶延误或被甩柜，我们会第一时间告知新的预计到港时间及可选方案。',
          },
        },
        {
          title: { en_us: 'Release, clearance and delivery', zh_cn: '放货、清关与派送' },
          text: {
            en_us:
              'We arrange the bill of lading release, file the import entry, book the delivery appointment and return the empty container on time, so you do not pay demurrage or detention you could have avoided.',
            zh_cn: '我们负责提单放货、进口报关、预约派送，并按时还空箱，避免本可避免的滞箱费和滞港费。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'documents',
      heading: { en_us: 'Documents we issue and handle', zh_cn: '我们签发和处理的单证' },
      items: [
        {
          en_us:
            'Original house bill of lading (HBL) — a document of title, for letters of credit or when payment is due against documents.',
          zh_cn: '正本货代提单（HBL）：物权凭证，适用于信用证或凭单付款的交易。',
        },
        {
          en_us:
            'Sea waybill — no originals to courier; the consignee named on it collects the cargo on proof of identity.',
          zh_cn: '海运单：无需寄送正本，收货人凭身份证明即可提货。',
        },
        {
          en_us:
            'Telex release — the originals are surrendered at origin and the destination office releases the cargo the same day.',
          zh_cn: '电放：在起运港交回正本提单，目的港当天即可放货。',
        },
        {
          en_us:
            'Master bill of lading (MBL) with the carrier, VGM declarations, certificates of origin, fumigation and packing declarations.',
          zh_cn: '船公司主提单（MBL）、VGM 申报、原产地证、熏蒸证明及包装声明。',
        },
        {
          en_us:
            'Advance filings: US ISF (10+2) and AMS, EU ICS2 entry summary, Canada ACI, Japan AFR and China manifest data.',
          zh_cn: '舱单预申报：美国 ISF（10+2）与 AMS、欧盟 ICS2 入境摘要申报、加拿大 ACI、日本 AFR 及中国舱单数据。',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions shippers ask', zh_cn: '常见问题' },
      entries: [
        {
          question: { en_us: 'When is LCL cheaper than FCL?', zh_cn: '什么情况下拼箱比整箱便宜？' },
          answer: {
            en_us:
              'On most Asia–US and Asia–Europe lanes LCL stops being cheaper somewhere between 13 and 18 cubic metres. Above that a 20GP usually costs less and is handled less. We show both prices side by side in the quote.',
            zh_cn:
              '在亚洲至美国、亚洲至欧洲的多数航线上，货量超过 13 至 18 立方米时拼箱就不再划算，此时订一个 20 尺柜通常更便宜，搬运次数也更少。我们的报价会同时列出两种方案。',
          },
        },
        {
          question: { en_us: 'What happens if my container is rolled?', zh_cn: '货柜被甩了怎么办？' },
          answer: {
            en_us:
              'Because we hold contracted allocations, rolled containers are rare, but they happen when a vessel is overbooked or omits a port. We move the container to the next sailing with space, tell you the new ETA the same day and, where the carrier offers one, propose a faster alternative.',
            zh_cn:
              '由于我们持有合约舱位，甩柜并不常见，但在船舶超订或跳港时仍可能发生。我们会把货柜安排到下一个有舱位的航次，当天告知新的预计到港时间；如船公司有更快的替代航线，也会一并提供。',
          },
        },
        {
          question: { en_us: 'Can you ship dangerous goods by sea?', zh_cn: '可以海运危险品吗？' },
          answer: {
            en_us:
              'Yes, IMDG classes 2 to 9 with most carriers, subject to their approval. We need the safety data sheet (SDS), UN number and packaging details at booking, and prepare the dangerous goods declaration with you.',
            zh_cn:
              '可以。经船公司审批后，大多数船公司可接受 IMDG 第 2 至 9 类危险品。订舱时需提供安全技术说明书（SDS）、UN 编号及包装信息，我们会与您一起准备危险品申报单。',
          },
        },
        {
          question: { en_us: 'Do you insure the cargo?', zh_cn: '你们提供货物保险吗？' },
          answer: {
            en_us:
              "A carrier's liability is limited by the Hague-Visby rules, often far below the value of the goods. We arrange all-risks cargo insurance from 0.12 % of the insured value, issued with the booking.",
            zh_cn:
              '承运人责任受《海牙-维斯比规则》限制，赔偿额往往远低于货值。我们可代办一切险货运保险，费率自保额的 0.12% 起，订舱时即可出具保单。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'quote',
      heading: { en_us: 'Get an ocean freight quote', zh_cn: '获取海运报价' },
      text: {
        en_us: 'Tell us the lane, the cargo and the ready date; you receive FCL and LCL prices within one working day.',
        zh_cn: '告诉我们航线、货物和货好时间，一个工作日内即可收到整箱及拼箱报价。',
      },
      action: { en_us: 'Request a quote', zh_cn: '在线询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Track a container', zh_cn: '追踪集装箱' }, href: '/tracking' },
    },
  ],
};

export default page;

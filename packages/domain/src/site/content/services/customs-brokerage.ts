import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/customs-brokerage',
  group: 'supplyChain',
  icon: 'customs',
  title: { en_us: 'Customs brokerage and trade compliance', zh_cn: '报关代理与贸易合规' },
  description: {
    en_us:
      'Tariff classification, import and export entries, customs bonds, ISF and AMS filings, duty drawback and free-trade origin, by licensed brokers in China, the US, the EU and Mexico.',
    zh_cn:
      '商品归类、进出口申报、海关保证金、ISF 与 AMS 申报、关税退税及自贸原产地，由中国、美国、欧盟和墨西哥的持证报关员办理。',
  },
  heading: { en_us: 'Customs brokerage', zh_cn: '报关代理' },
  lead: {
    en_us:
      'A missing HS code or a late ISF can hold a container for days and cost more than the freight. {brand}’s licensed brokers file about 310,000 entries a year and check your data before the cargo sails, not after it arrives.',
    zh_cn:
      '一个缺失的 HS 编码或一次迟交的 ISF，就可能让集装箱被扣数天，损失超过运费本身。{brand} 的持证报关员每年办理约 31 万票报关，在货物开船前而不是到港后就核对您的数据。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'What our brokers do', zh_cn: '报关服务内容' },
      cards: [
        {
          icon: 'document',
          title: { en_us: 'Classification', zh_cn: '商品归类' },
          text: {
            en_us:
              'We classify your products in the tariff of each country — 10-digit HTSUS in the US, 10-digit TARIC in the EU, 10-digit codes in China — keep a product library and request binding rulings where the code is disputed.',
            zh_cn:
              '我们按各国税则为您的产品归类（美国 HTSUS 10 位、欧盟 TARIC 10 位、中国 10 位商品编码），建立产品归类库，编码存在争议时申请预裁定。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Import and export entries', zh_cn: '进出口申报' },
          text: {
            en_us:
              'Formal and informal entries in the US, import declarations in the EU, customs declarations in China and pedimentos in Mexico, filed electronically and usually before arrival.',
            zh_cn:
              '美国正式与非正式报关、欧盟进口申报、中国报关单以及墨西哥 Pedimento 申报，均以电子方式办理，通常在货物到港前完成。',
          },
        },
        {
          icon: 'shield',
          title: { en_us: 'Bonds and guarantees', zh_cn: '保证金与担保' },
          text: {
            en_us:
              'US single-transaction and continuous bonds (from USD 50,000 or 10 % of last year’s duties), EU customs guarantees for transit and deferred payment.',
            zh_cn:
              '美国单次保证金与年度连续保证金（起点 5 万美元或上一年度关税的 10%），以及欧盟过境与延期缴税所需的海关担保。',
          },
        },
        {
          icon: 'clock',
          title: { en_us: 'Advance filings', zh_cn: '预申报' },
          text: {
            en_us:
              'ISF (10+2) no later than 24 hours before loading on a US-bound vessel, AMS house bills, EU ICS2 entry summaries — filed from your booking data, so nothing is typed twice.',
            zh_cn:
              '美国 ISF（10+2）须在货物装上赴美船舶前 24 小时提交，另有 AMS 分提单申报和欧盟 ICS2 入境摘要申报，均直接取自订舱数据，无需重复录入。',
          },
        },
        {
          icon: 'chart',
          title: { en_us: 'Duty drawback and origin', zh_cn: '退税与原产地' },
          text: {
            en_us:
              'We recover up to 99 % of US duties on goods that are re-exported or destroyed, and check whether USMCA, RCEP or EU agreements cut your duty to zero.',
            zh_cn:
              '对复出口或销毁的货物，我们可申请退还最高 99% 的美国关税，并核查 USMCA、RCEP 或欧盟自贸协定能否让关税降为零。',
          },
        },
        {
          icon: 'eye',
          title: { en_us: 'Compliance reviews', zh_cn: '合规审查' },
          text: {
            en_us:
              'Screening of parties against sanctions lists, checks for anti-dumping and countervailing duties and Section 301 tariffs, and a yearly review of your entries.',
            zh_cn: '对交易方进行制裁名单筛查，核查反倾销与反补贴税及 301 条款关税，并每年复核您的报关记录。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: { en_us: 'How a US import entry runs', zh_cn: '美国进口报关流程' },
      steps: [
        {
          title: { en_us: 'Power of attorney and bond', zh_cn: '委托书与保证金' },
          text: {
            en_us:
              'You sign a customs power of attorney once; we place a continuous bond or a single-transaction bond for the shipment.',
            zh_cn: '您只需签署一次报关委托书；我们为该票货物办理年度连续保证金或单次保证金。',
          },
        },
        {
          title: { en_us: 'ISF before loading', zh_cn: '装船前提交 ISF' },
          text: {
            en_us:
              'Seller, buyer, manufacturer, ship-to, country of origin, HTS code, stuffing location and consolidator are filed 24 hours before loading at origin.',
            zh_cn: '卖方、买方、生产商、收货地、原产国、HTS 编码、装箱地点和拼箱人等信息在起运港装船前 24 小时提交。',
          },
        },
        {
          title: { en_us: 'Entry and release', zh_cn: '申报与放行' },
          text: {
            en_us:
              'We file the entry (CBP Form 3461 data) up to five days before arrival and follow any exam or hold with customs and the other agencies (FDA, USDA, CPSC).',
            zh_cn:
              '我们最早在到港前五天提交入境申报（CBP 3461 表数据），如遇查验或扣货，负责与海关及 FDA、USDA、CPSC 等机构跟进。',
          },
        },
        {
          title: { en_us: 'Entry summary and duty', zh_cn: '报关汇总与缴税' },
          text: {
            en_us:
              'The entry summary (CBP Form 7501) is filed within ten working days of release and duties are paid by ACH, or monthly through periodic statements.',
            zh_cn: '放行后十个工作日内提交报关汇总（CBP 7501 表），关税通过 ACH 支付，也可使用月度汇总缴税。',
          },
        },
      ],
    },
    {
      kind: 'facts',
      id: 'figures',
      heading: { en_us: 'Brokerage in figures', zh_cn: '报关数据' },
      facts: [
        { value: { en_us: '310,000', zh_cn: '31 万' }, label: { en_us: 'entries filed a year', zh_cn: '年申报票数' } },
        { value: { en_us: '140', zh_cn: '140' }, label: { en_us: 'licensed brokers', zh_cn: '持证报关员' } },
        { value: { en_us: '92 %', zh_cn: '92%' }, label: { en_us: 'released before arrival', zh_cn: '到港前放行' } },
        {
          value: { en_us: '4', zh_cn: '4' },
          label: { en_us: 'customs territories: CN, US, EU, MX', zh_cn: '个关区：中、美、欧、墨' },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions importers ask', zh_cn: '进口商常见问题' },
      entries: [
        {
          question: { en_us: 'What happens if the ISF is late?', zh_cn: 'ISF 迟交会怎样？' },
          answer: {
            en_us:
              'US Customs may charge liquidated damages of USD 5,000 per violation and put the container on hold for examination. Because we file ISF from the booking, late filings are rare; when a supplier’s data is missing we chase it before the cut-off.',
            zh_cn:
              '美国海关可对每次违规处以 5000 美元的违约金，并可能扣柜查验。由于我们直接根据订舱数据申报 ISF，迟交很少发生；如供应商数据缺失，我们会在截止前追要。',
          },
        },
        {
          question: { en_us: 'Who is the importer of record?', zh_cn: '谁是登记进口商？' },
          answer: {
            en_us:
              'The party responsible for the entry and the duties, normally the buyer. Sellers shipping DDP need an importer of record in the destination country; we can help set one up.',
            zh_cn:
              '登记进口商对申报和关税负责，通常是买方。按 DDP 条款发货的卖方需要在目的国有登记进口商，我们可以协助办理。',
          },
        },
        {
          question: {
            en_us: 'Can you clear cargo that another forwarder ships?',
            zh_cn: '其他货代承运的货物你们也能清关吗？',
          },
          answer: {
            en_us:
              'Yes. Send us the arrival notice, commercial invoice and packing list; we clear it as a stand-alone brokerage job.',
            zh_cn: '可以。提供到货通知、商业发票和装箱单，我们即可单独为您办理清关。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      heading: { en_us: 'Ask a licensed broker', zh_cn: '咨询持证报关员' },
      text: {
        en_us: 'Send a product description and where it is going; a broker answers with the likely code and duty rate.',
        zh_cn: '告诉我们产品描述和目的国，报关员会回复可能适用的编码和税率。',
      },
      action: { en_us: 'Contact customs', zh_cn: '联系报关部' },
      href: '/contact',
      secondary: { action: { en_us: 'Compliance', zh_cn: '合规服务' }, href: '/chb' },
    },
  ],
};

export default page;

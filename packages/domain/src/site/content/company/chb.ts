import type { ContentPage } from '../types';

const chb: ContentPage = {
  path: '/chb',
  group: 'other',
  icon: 'customs',
  title: { en_us: 'Customs and compliance', zh_cn: '报关与合规' },
  description: {
    en_us:
      'Customs house brokerage by {brand}: tariff classification, entries, customs bonds, ACE and ABI filing, ISF 10+2, AMS, post-entry audits and answers to importers’ questions.',
    zh_cn:
      '{brand}报关代理服务：税则归类、进口申报、海关担保、ACE与ABI电子申报、ISF 10+2、AMS舱单、申报后稽核及进口商常见问题。',
  },
  heading: { en_us: 'Customs house brokerage', zh_cn: '报关代理' },
  lead: {
    en_us:
      'Our licensed customs brokers clear imports into the United States and the other countries we serve, and help importers stay compliant long after the goods are released.',
    zh_cn: '我们的持证报关员为进入美国及其他服务国家的货物办理进口清关，并在货物放行后继续帮助进口商保持合规。',
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
              'We classify each product under the Harmonized Tariff Schedule before it ships, keep a product database per importer and request binding rulings where the heading is uncertain.',
            zh_cn:
              '货物出运前，我们依据《协调关税表》（HTS）为每种商品归类，为每家进口商建立商品归类库；归类存疑时，代为申请预裁定。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Entries', zh_cn: '进口申报' },
          text: {
            en_us:
              'Formal and informal entries, entry summaries with duties and fees, partner government agency data (FDA, USDA, EPA and others), and release before the vessel arrives where possible.',
            zh_cn:
              '办理正式与非正式进口申报、含关税和各项规费的报关汇总单，以及FDA、USDA、EPA等联邦机构所需数据，尽可能在船舶抵港前取得放行。',
          },
        },
        {
          icon: 'shield',
          title: { en_us: 'Bonds', zh_cn: '海关担保' },
          text: {
            en_us:
              'Single-transaction bonds for occasional imports, and continuous bonds (at least USD 50,000 or 10% of last year’s duties) for regular importers, arranged through our surety partners.',
            zh_cn:
              '偶尔进口的可办理单次担保；经常进口的可通过我们合作的担保公司办理年度连续担保（金额不低于5万美元或上一年度已缴关税的10%）。',
          },
        },
        {
          icon: 'control',
          title: { en_us: 'ACE and ABI', zh_cn: 'ACE与ABI' },
          text: {
            en_us:
              'We file electronically through the Automated Broker Interface into CBP’s Automated Commercial Environment, so entries, releases and statements are paperless.',
            zh_cn:
              '我们通过自动化报关接口（ABI）向美国海关的自动化商业环境系统（ACE）进行电子申报，申报、放行和缴税清单全程无纸化。',
          },
        },
        {
          icon: 'ship',
          title: { en_us: 'ISF 10+2', zh_cn: 'ISF 10+2 进口安全申报' },
          text: {
            en_us:
              'We file the importer’s ten data elements at least 24 hours before loading at the foreign port; the carrier adds the vessel stow plan and container status messages.',
            zh_cn:
              '我们在外国港口装船前至少24小时代进口商申报10项数据；另外2项（船舶配载图和集装箱状态信息）由船公司申报。',
          },
        },
        {
          icon: 'globe',
          title: { en_us: 'AMS', zh_cn: 'AMS舱单' },
          text: {
            en_us:
              'As a licensed ocean intermediary we transmit our house bills of lading to the Automated Manifest System 24 hours before loading, and air manifests before departure.',
            zh_cn:
              '作为持牌海运中介，我们在装船前24小时向美国自动舱单系统（AMS）申报分提单，空运舱单则在航班起飞前申报。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'entry-process',
      heading: { en_us: 'From booking to release', zh_cn: '从订舱到放行' },
      steps: [
        {
          title: { en_us: 'Power of attorney', zh_cn: '授权委托' },
          text: {
            en_us: 'You sign a customs power of attorney once, and we verify your importer of record number.',
            zh_cn: '您只需签署一次报关授权委托书，我们会核实您的进口商登记号（IOR）。',
          },
        },
        {
          title: { en_us: 'Documents', zh_cn: '单证' },
          text: {
            en_us:
              'Commercial invoice, packing list and bill of lading or air waybill; certificates where the goods need them.',
            zh_cn: '商业发票、装箱单和提单或空运单；货物需要时另附相关证书。',
          },
        },
        {
          title: { en_us: 'Filing', zh_cn: '申报' },
          text: {
            en_us: 'We classify, calculate duties and fees, and file the entry before arrival.',
            zh_cn: '我们完成归类、计算关税及规费，并在货物抵达前提交申报。',
          },
        },
        {
          title: { en_us: 'Release and delivery', zh_cn: '放行与派送' },
          text: {
            en_us:
              'Once CBP releases the cargo, our trucking team picks it up. Duties are paid by ACH statement or advanced by us on agreed terms.',
            zh_cn: '海关放行后，我们的车队即安排提货。关税可通过ACH缴税清单支付，或按约定条件由我们垫付。',
          },
        },
      ],
    },
    {
      kind: 'text',
      id: 'post-entry',
      heading: { en_us: 'Post-entry audits and corrections', zh_cn: '申报后稽核与更正' },
      paragraphs: [
        {
          en_us:
            'Every quarter we review a sample of your entries against invoices and product data. Errors found before liquidation are corrected with a post-summary correction, which can be filed up to 300 days after entry; older ones may call for a prior disclosure, which we prepare with you.',
          zh_cn:
            '我们每季度抽查您的部分申报记录，与发票和商品数据逐一核对。在关税清算前发现的差错，可在进口后300天内通过申报后更正（PSC）予以修改；时间更久的差错可能需要主动披露，我们会与您一起准备材料。',
        },
        {
          en_us:
            'We also support you during CBP audits and requests for information, and keep entry records for five years, as US law requires.',
          zh_cn: '美国海关开展稽查或发出信息索取函时，我们也会全程协助；并按美国法律要求将申报记录保存五年。',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions importers ask', zh_cn: '进口商常见问题' },
      entries: [
        {
          question: { en_us: 'Do I need a customs bond?', zh_cn: '我需要办理海关担保吗？' },
          answer: {
            en_us:
              'Yes, for every formal entry into the US. If you import more than a few times a year, a continuous bond is usually cheaper than single-transaction bonds.',
            zh_cn: '需要，凡是进入美国的正式申报都必须提供担保。一年进口多次的，连续担保通常比逐票办理单次担保更划算。',
          },
        },
        {
          question: { en_us: 'Who is responsible for the ISF?', zh_cn: '谁负责ISF申报？' },
          answer: {
            en_us:
              'The importer, legally. We file it for you, but we depend on the seller, manufacturer and container stuffing data your supplier gives us in time.',
            zh_cn: '法律上由进口商负责。我们代为申报，但需要供应商及时提供卖方、生产商和装箱地点等信息。',
          },
        },
        {
          question: {
            en_us: 'Can you clear cargo shipped with another forwarder?',
            zh_cn: '其他货代承运的货物，你们也能清关吗？',
          },
          answer: {
            en_us:
              'Yes. Send us the arrival notice and the commercial documents; we clear it and can arrange delivery as well.',
            zh_cn: '可以。请将到货通知和商业单证发给我们，我们负责清关，也可以一并安排派送。',
          },
        },
        {
          question: { en_us: 'How do I know which duty rate applies?', zh_cn: '如何知道适用哪个税率？' },
          answer: {
            en_us:
              'The rate follows from the classification and the country of origin, plus any additional duties in force. We confirm both before the goods ship and tell you the expected duty with the quotation.',
            zh_cn:
              '税率取决于商品归类和原产地，并须叠加当时有效的各项加征关税。我们会在货物出运前确认归类和原产地，并在报价时告知预计税额。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Talk to a licensed broker', zh_cn: '咨询持证报关员' },
      text: {
        en_us: 'Send us a product description and origin and we will confirm the classification and expected duties.',
        zh_cn: '请提供商品描述和原产地，我们将为您确认归类和预计税费。',
      },
      action: { en_us: 'Contact our customs team', zh_cn: '联系报关团队' },
      href: '/contact',
    },
  ],
};

export default chb;

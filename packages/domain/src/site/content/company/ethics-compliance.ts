import type { ContentPage } from '../types';

const ethicsCompliance: ContentPage = {
  path: '/ethics-compliance',
  group: 'about',
  icon: 'shield',
  title: { en_us: 'Ethics and compliance', zh_cn: '道德与合规' },
  description: {
    en_us:
      'The rules {brand} works by: code of conduct, anti-bribery, sanctions and export control screening, data protection, the supplier code and how to report a concern.',
    zh_cn: '{brand}恪守的规则：行为准则、反贿赂、制裁与出口管制筛查、数据保护、供应商准则以及问题反映渠道。',
  },
  heading: { en_us: 'Ethics and compliance', zh_cn: '道德与合规' },
  lead: {
    en_us:
      'We declare goods to customs authorities in many countries on our customers’ behalf. That trust only holds if every colleague, agent and supplier follows the same rules, in every office.',
    zh_cn:
      '我们代表客户向多个国家的海关申报货物。只有每一位员工、代理和供应商在每一个办事处都遵守同样的规则，这份信任才能维系。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'code-of-conduct',
      heading: { en_us: 'Code of conduct', zh_cn: '行为准则' },
      paragraphs: [
        {
          en_us:
            'Our code of conduct applies to every employee, director and temporary worker of {brand}. It covers honest dealing with customers and authorities, conflicts of interest, gifts and hospitality, fair competition, accurate books and records, health and safety, and respect in the workplace.',
          zh_cn:
            '行为准则适用于{brand}的全体员工、董事和临时人员，内容包括诚信对待客户和政府部门、利益冲突、礼品与招待、公平竞争、账簿记录真实准确、健康安全以及职场相互尊重。',
        },
        {
          en_us:
            'Managers are expected to set the example and to make it safe to ask questions. A breach of the code can lead to disciplinary action up to dismissal, and we report criminal conduct to the authorities.',
          zh_cn:
            '各级管理者须以身作则，并营造敢于提问的氛围。违反准则可能受到纪律处分直至解除劳动合同；涉嫌犯罪的行为，我们将移交有关部门处理。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'anti-bribery',
      heading: { en_us: 'Anti-bribery and corruption', zh_cn: '反贿赂与反腐败' },
      intro: {
        en_us: 'We compete on service and price alone. In practice this means:',
        zh_cn: '我们只凭服务和价格参与竞争。具体而言：',
      },
      items: [
        {
          en_us:
            'No payment, gift or favour to any official to release cargo, speed up an inspection or change a classification, including small “facilitation payments”.',
          zh_cn: '不得为放行货物、加快查验或变更归类向任何公职人员支付款项、赠送礼品或提供好处，小额“疏通费”同样禁止。',
        },
        {
          en_us:
            'Gifts and hospitality to or from customers and carriers stay modest, are never cash, and are recorded above the limit set for each country.',
          zh_cn: '与客户及承运人之间的礼品和招待应适度，严禁现金；超过所在国家限额的须登记备案。',
        },
        {
          en_us: 'Agents and brokers acting for us are checked before appointment and sign our anti-bribery terms.',
          zh_cn: '代表我们开展业务的代理和报关行在合作前须经过背景审查，并签署反贿赂条款。',
        },
        {
          en_us: 'Every charge we pass to a customer is supported by a receipt from the party that made it.',
          zh_cn: '向客户收取的每一笔代垫费用，都有实际收费方开具的票据作为凭证。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'sanctions',
      heading: { en_us: 'Sanctions and export controls screening', zh_cn: '制裁与出口管制筛查' },
      steps: [
        {
          title: { en_us: 'Parties are screened', zh_cn: '交易方筛查' },
          text: {
            en_us:
              'Shippers, consignees, notify parties and their banks are checked against the UN, US, EU, UK and Chinese sanctions and restricted-party lists before a booking is confirmed, and again when the lists change.',
            zh_cn:
              '订舱确认前，发货人、收货人、通知方及其银行均须与联合国、美国、欧盟、英国和中国的制裁及限制名单进行比对；名单更新时再次筛查。',
          },
        },
        {
          title: { en_us: 'Goods and routes are checked', zh_cn: '货物与路线核查' },
          text: {
            en_us:
              'Commodity descriptions and HS codes are reviewed for dual-use and controlled items, and routings through embargoed countries are refused.',
            zh_cn: '审核品名和HS编码，识别两用物项和管制物品；途经禁运国家的路线一律不予承接。',
          },
        },
        {
          title: { en_us: 'Matches are held and reviewed', zh_cn: '疑似命中暂停处理' },
          text: {
            en_us:
              'A possible match stops the shipment until the compliance team has cleared it; we do not move cargo while a question is open.',
            zh_cn: '一旦疑似命中，货物暂停操作，直至合规团队完成审核；问题未澄清前，我们不会安排运输。',
          },
        },
        {
          title: { en_us: 'Licences stay with the exporter', zh_cn: '许可证由出口商负责' },
          text: {
            en_us:
              'Where goods need an export licence, we ask for the licence number before departure and record it with the shipment.',
            zh_cn: '货物需要出口许可证的，我们在出运前索取许可证编号，并记录在该票货物档案中。',
          },
        },
      ],
    },
    {
      kind: 'text',
      id: 'data-protection',
      heading: { en_us: 'Data protection', zh_cn: '数据保护' },
      paragraphs: [
        {
          en_us:
            'Shipping documents carry names, addresses and phone numbers of real people. We use them to move and clear the cargo, keep them as long as customs and tax law require, and protect them under the EU GDPR, China’s Personal Information Protection Law and the other laws of the countries we work in.',
          zh_cn:
            '运输单证上载有真实个人的姓名、地址和电话。我们仅将其用于货物运输和清关，按海关和税务法规要求的期限保存，并依照欧盟《通用数据保护条例》、中国《个人信息保护法》及业务所在国的其他法律加以保护。',
        },
        {
          en_us:
            'Our privacy policy explains in detail which data we hold, why, for how long and how to exercise your rights.',
          zh_cn: '我们的隐私政策详细说明了我们持有哪些数据、用途、保存期限以及您如何行使自己的权利。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'supplier-code',
      heading: { en_us: 'Supplier code', zh_cn: '供应商准则' },
      intro: {
        en_us:
          'Carriers, truckers, warehouses and agents working for {brand} agree to our supplier code. It requires them to:',
        zh_cn: '为{brand}提供服务的承运人、车队、仓库和代理须同意我们的供应商准则，其要求包括：',
      },
      items: [
        {
          en_us: 'Pay at least the legal minimum wage and respect working-time limits, particularly for drivers.',
          zh_cn: '工资不低于法定最低标准，遵守工时规定，司机尤其如此。',
        },
        {
          en_us: 'Use no forced, bonded or child labour anywhere in their operations.',
          zh_cn: '在任何业务环节都不得使用强迫劳动、抵债劳动或童工。',
        },
        {
          en_us: 'Keep vehicles, forklifts and warehouses safe and report accidents to us.',
          zh_cn: '确保车辆、叉车和仓库安全，发生事故须向我们报告。',
        },
        { en_us: 'Refuse bribes and report any request for one.', zh_cn: '拒绝贿赂，并报告任何索贿行为。' },
        {
          en_us: 'Protect the shipment data we share and use it for our shipments only.',
          zh_cn: '保护我们提供的货物数据，仅用于我们委托的业务。',
        },
        {
          en_us: 'Share fuel and distance data so we can report emissions accurately.',
          zh_cn: '提供燃油和里程数据，以便我们准确核算碳排放。',
        },
      ],
    },
    {
      kind: 'faq',
      heading: { en_us: 'Questions we are asked', zh_cn: '常见问题' },
      entries: [
        {
          question: {
            en_us: 'Can I see the code of conduct before we sign a contract?',
            zh_cn: '签约前能否查阅贵司的行为准则？',
          },
          answer: {
            en_us: 'Yes. Ask your sales contact and we will send the current code and supplier code with the offer.',
            zh_cn: '可以。请联系您的销售代表，我们会随报价一并发送现行的行为准则和供应商准则。',
          },
        },
        {
          question: { en_us: 'Why was my shipment held for screening?', zh_cn: '我的货物为什么因筛查被暂停？' },
          answer: {
            en_us:
              'A party name or the goods resembled an entry on a restricted list. Most holds are cleared within one working day once we have confirmed the details with you.',
            zh_cn: '某个交易方名称或货物与限制名单上的条目相似。与您核实信息后，大多数暂停会在一个工作日内解除。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Seen something that is not right?', zh_cn: '发现了不当行为？' },
      text: {
        en_us:
          'Report it through Speaking Up, with your name or anonymously. We aim to conclude every report within 30 business days.',
        zh_cn: '请通过举报热线反映，可实名也可匿名。我们力争在30个工作日内办结每一份举报。',
      },
      action: { en_us: 'Speak up', zh_cn: '我要举报' },
      href: '/about/speakingUp',
    },
  ],
};

export default ethicsCompliance;

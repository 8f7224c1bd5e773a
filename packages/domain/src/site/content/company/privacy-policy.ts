import type { ContentPage } from '../types';

const privacyPolicy: ContentPage = {
  path: '/privacy-policy',
  group: 'legal',
  icon: 'shield',
  title: { en_us: 'Privacy policy', zh_cn: '隐私政策' },
  description: {
    en_us:
      'Which personal data {brand} processes, why and on what legal basis, how long we keep it, your rights, cross-border transfers including under China’s PIPL, and how to reach our data protection officer.',
    zh_cn:
      '{brand}处理哪些个人信息、处理目的和法律依据、保存期限、您的权利、包括依照中国《个人信息保护法》进行的跨境传输，以及数据保护官的联系方式。',
  },
  heading: { en_us: 'Privacy policy', zh_cn: '隐私政策' },
  lead: {
    en_us:
      'Moving freight means handling information about people: the contacts of our customers and suppliers, and the shippers and consignees named on transport documents. This policy explains what we do with it. The {brand} company that handles your shipment or account is responsible for your data.',
    zh_cn:
      '运输货物离不开个人信息：客户和供应商的联系人，以及运输单证上列明的发货人和收货人。本政策说明我们如何处理这些信息。负责您的货物或账户的{brand}公司是您个人信息的处理者。',
  },
  blocks: [
    {
      kind: 'list',
      id: 'data',
      heading: { en_us: 'What data we process', zh_cn: '我们处理哪些个人信息' },
      items: [
        {
          en_us:
            'Shipment data: names, addresses, phone numbers and e-mail addresses of shippers, consignees and notify parties, as they appear on bookings, bills of lading and customs declarations.',
          zh_cn: '货物数据：订舱单、提单和报关单上载明的发货人、收货人和通知方的姓名、地址、电话和电子邮箱。',
        },
        {
          en_us:
            'Account data: user name, display name, e-mail address, phone, position, preferred language and company of portal users; passwords only as a one-way hash.',
          zh_cn:
            '账户数据：门户用户的用户名、显示名称、电子邮箱、电话、职位、首选语言和所属公司；密码仅以不可逆的哈希值保存。',
        },
        {
          en_us: 'Sign-in records: time, IP address and browser of each sign-in, to protect accounts against misuse.',
          zh_cn: '登录记录：每次登录的时间、IP地址和浏览器信息，用于防范账号被盗用。',
        },
        {
          en_us: 'Messages: what you send us through the contact and quotation forms or by e-mail.',
          zh_cn: '往来信息：您通过在线留言、询价表单或电子邮件发送给我们的内容。',
        },
        {
          en_us: 'Applications and reports: CVs sent to our recruiters, and reports made through Speaking Up.',
          zh_cn: '求职与举报信息：投递给招聘团队的简历，以及通过举报热线提交的举报。',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'purposes',
      heading: { en_us: 'Why we process it and on what legal basis', zh_cn: '处理目的与法律依据' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'To carry out the contract', zh_cn: '履行合同' },
          text: {
            en_us: 'Booking, moving, clearing and delivering the cargo, invoicing and answering your questions.',
            zh_cn: '订舱、运输、清关、派送货物，开具账单并答复您的问询。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'To meet legal obligations', zh_cn: '履行法定义务' },
          text: {
            en_us: 'Customs and security filings, sanctions screening, tax and accounting records.',
            zh_cn: '海关与安全申报、制裁名单筛查、税务和会计记录。',
          },
        },
        {
          icon: 'shield',
          title: { en_us: 'Legitimate interests', zh_cn: '正当利益' },
          text: {
            en_us:
              'Securing our systems, preventing fraud, and improving our services, balanced against your interests.',
            zh_cn: '在充分考虑您权益的前提下，保障系统安全、防范欺诈并改进服务。',
          },
        },
        {
          icon: 'handshake',
          title: { en_us: 'Consent', zh_cn: '个人同意' },
          text: {
            en_us:
              'Where we ask for it, for example to keep your application for later vacancies. You can withdraw consent at any time.',
            zh_cn: '在我们征求同意的情形下处理，例如保留您的简历以备日后职位空缺。您可随时撤回同意。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'retention',
      heading: { en_us: 'How long we keep it', zh_cn: '保存期限' },
      items: [
        {
          en_us:
            'Shipment, customs and invoicing records: as long as the customs, tax and accounting laws of the country require, usually five to ten years.',
          zh_cn: '货物、报关和开票记录：按所在国家海关、税务和会计法规要求的期限保存，通常为五至十年。',
        },
        {
          en_us: 'Portal accounts: while the account is active, then two years after it is closed.',
          zh_cn: '门户账户：账户有效期间保存，注销后再保存两年。',
        },
        {
          en_us: 'Contact and quotation requests: two years after our last exchange.',
          zh_cn: '留言和询价记录：最后一次往来后保存两年。',
        },
        {
          en_us: 'Job applications: twelve months, unless you ask us to delete them sooner.',
          zh_cn: '求职材料：保存十二个月，您要求提前删除的除外。',
        },
        {
          en_us: 'Speaking Up reports: until the case is closed and any resulting proceedings have ended.',
          zh_cn: '举报材料：保存至案件办结且相关程序全部结束。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'rights',
      heading: { en_us: 'Your rights', zh_cn: '您的权利' },
      paragraphs: [
        {
          en_us:
            'You may ask us to tell you which data we hold about you and give you a copy, to correct or delete it, to restrict or object to its use, and to transfer it to another provider. Where we rely on consent, you may withdraw it at any time. Under China’s Personal Information Protection Law you may also ask us to explain our processing rules.',
          zh_cn:
            '您有权要求我们告知所持有的您的个人信息并提供副本，有权要求更正或删除，有权限制或拒绝我们使用，并有权要求将其转移至其他服务商。以同意为处理依据的，您可以随时撤回同意。根据中国《个人信息保护法》，您还有权要求我们解释个人信息处理规则。',
        },
        {
          en_us:
            'We answer within one month. Some data we must keep by law, for example customs records; in that case we tell you why. You may also complain to the data protection authority of your country.',
          zh_cn:
            '我们将在一个月内答复。部分信息依法必须保存，例如报关记录，届时我们会向您说明原因。您也可以向所在国家或地区的个人信息保护监管机构投诉。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'transfers',
      heading: { en_us: 'Cross-border transfers', zh_cn: '个人信息跨境传输' },
      paragraphs: [
        {
          en_us:
            'A shipment crosses borders, and so must the data that goes with it: the office at origin shares the shipper and consignee details with the office, carrier and customs broker at destination. We share only what the shipment needs.',
          zh_cn:
            '货物跨境流动，随附的数据也必须跨境传输：起运地分公司会将发货人和收货人信息提供给目的地分公司、承运人和报关行。我们只提供运输所必需的信息。',
        },
        {
          en_us:
            'From the European Economic Area and the United Kingdom we transfer data under the European Commission’s standard contractual clauses or to countries with an adequacy decision.',
          zh_cn: '从欧洲经济区和英国向外传输数据时，我们采用欧盟委员会的标准合同条款，或传输至已获得充分性认定的国家。',
        },
        {
          en_us:
            'Personal information collected in mainland China is transferred abroad in line with the Personal Information Protection Law: where the transfer is needed to perform a cross-border transport contract with you, on that basis; otherwise under the standard contract filed with the Cyberspace Administration of China, after telling you the recipient and its contact details and, where the law requires, with your separate consent.',
          zh_cn:
            '在中国境内收集的个人信息，依照《个人信息保护法》向境外提供：为订立、履行与您的跨境运输合同所必需的，以此为依据；其他情形下，通过向国家网信部门备案的标准合同传输，事先告知您境外接收方的名称和联系方式，并在法律要求时取得您的单独同意。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'contact',
      heading: { en_us: 'Contact our data protection officer', zh_cn: '联系数据保护官' },
      paragraphs: [
        {
          en_us:
            'Write to our data protection officer at dpo@{product}.com about any question or request concerning your personal data. Our personal information protection officer for mainland China, based in Shanghai, can be reached at the same address.',
          zh_cn:
            '如对您的个人信息有任何疑问或请求，请发送邮件至数据保护官：dpo@{product}.com。我们驻上海的中国境内个人信息保护负责人也可通过该邮箱联系。',
        },
        {
          en_us: 'We revise this policy when our processing changes; the version on this page is the one in force.',
          zh_cn: '处理活动发生变化时，我们会修订本政策；以本页所载版本为准。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Cookies and browser storage', zh_cn: 'Cookie与浏览器存储' },
      text: {
        en_us: 'See exactly which cookies and stored values this website uses.',
        zh_cn: '详细了解本网站使用的Cookie和浏览器存储数据。',
      },
      action: { en_us: 'Read the cookie notice', zh_cn: '查看Cookie说明' },
      href: '/cookies',
    },
  ],
};

export default privacyPolicy;

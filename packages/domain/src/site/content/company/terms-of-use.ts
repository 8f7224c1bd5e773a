import type { ContentPage } from '../types';

const termsOfUse: ContentPage = {
  path: '/term-of-use',
  group: 'legal',
  icon: 'document',
  title: { en_us: 'Terms of use', zh_cn: '使用条款' },
  description: {
    en_us:
      'The terms for using the {brand} website, online tracking and the customer portal: accounts, acceptable use, the status of information and quotations, liability and governing law.',
    zh_cn: '使用{brand}网站、在线追踪和客户门户的条款：账户、使用规范、信息与报价的效力、责任限制及适用法律。',
  },
  heading: { en_us: 'Terms of use', zh_cn: '使用条款' },
  lead: {
    en_us:
      'These terms apply to everyone who visits this website or uses its tracking and portal. By using them you accept these terms. The transport, customs and warehousing services themselves are governed by the contract and trading conditions agreed with your {brand} branch.',
    zh_cn:
      '本条款适用于访问本网站或使用其追踪和门户功能的所有用户。使用即表示您接受本条款。运输、报关和仓储服务本身，以您与{brand}分公司约定的合同及标准交易条款为准。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'information',
      heading: { en_us: 'Information on this website', zh_cn: '网站信息' },
      paragraphs: [
        {
          en_us:
            'We write the pages of this website with care, but schedules, surcharges and regulations change quickly. The information is general and does not replace advice on a specific shipment. Advisories and blank sailing notices reflect what we knew on the date shown.',
          zh_cn:
            '我们认真编写本网站内容，但船期、附加费和监管规定变化很快。网站信息仅供一般参考，不能替代针对具体货物的专业建议。客户通告和停航通知反映的是发布日期当时我们掌握的情况。',
        },
        {
          en_us:
            'Prices shown or requested online are not an offer. A quotation binds us only when your branch confirms it in writing, for the validity period and conditions stated in it.',
          zh_cn:
            '网站展示或在线询得的价格不构成要约。报价须经分公司书面确认方对我们具有约束力，并以报价中注明的有效期和条件为准。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'tracking',
      heading: { en_us: 'Tracking information', zh_cn: '追踪信息' },
      paragraphs: [
        {
          en_us:
            'Milestones come from our own operations and from carriers, terminals and customs authorities. We show them as we receive them; they may arrive late or be corrected afterwards. Estimated times are estimates, not promised delivery dates.',
          zh_cn:
            '货物节点信息来自我们自身的操作以及承运人、码头和海关。我们按收到的原样展示，信息可能延迟到达或事后更正。预计时间仅为估计，并非承诺的交付时间。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'accounts',
      heading: { en_us: 'Portal accounts', zh_cn: '门户账户' },
      items: [
        {
          en_us:
            'Accounts are personal and are approved for employees of our customers and of {brand}. Give accurate details and keep them up to date.',
          zh_cn: '账户仅限本人使用，仅向我们客户的员工和{brand}员工开通。请提供真实信息并及时更新。',
        },
        {
          en_us: 'Keep your password secret. Tell us at once if you believe someone else has used your account.',
          zh_cn: '请妥善保管密码。如怀疑账户被他人使用，请立即通知我们。',
        },
        {
          en_us:
            'Your company is responsible for what its users do in the portal, including bookings and instructions given there.',
          zh_cn: '贵公司对其用户在门户中的操作负责，包括在门户中提交的订舱和指令。',
        },
        {
          en_us: 'We may suspend an account that is misused, or when the customer relationship ends.',
          zh_cn: '账户被滥用或客户合作关系终止时，我们可以暂停该账户。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'acceptable-use',
      heading: { en_us: 'Acceptable use', zh_cn: '使用规范' },
      intro: { en_us: 'When using this website you must not:', zh_cn: '使用本网站时，您不得：' },
      items: [
        {
          en_us:
            'Query tracking automatically or in bulk beyond what the tracking page offers, or copy our content systematically.',
          zh_cn: '超出追踪页面提供的范围自动或批量查询追踪信息，或系统性地复制网站内容。',
        },
        {
          en_us:
            'Try to reach data of other companies, test our security without our written permission, or disrupt the service.',
          zh_cn: '试图获取其他公司的数据、未经书面许可测试我们的系统安全，或干扰服务运行。',
        },
        {
          en_us:
            'Upload files containing malicious code, or content that is unlawful or infringes the rights of others.',
          zh_cn: '上传含有恶意代码的文件，或违法、侵犯他人权利的内容。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'liability',
      heading: { en_us: 'Intellectual property and liability', zh_cn: '知识产权与责任' },
      paragraphs: [
        {
          en_us:
            'The texts, drawings and software of this website belong to {brand}. You may print or save pages for your own business use, with this notice intact.',
          zh_cn: '本网站的文字、图形和软件归{brand}所有。您可以为自身业务用途打印或保存网页，但须保留本声明。',
        },
        {
          en_us:
            'We are not liable for losses arising from the use of general information on this website or from temporary unavailability of the website, except where the law does not allow liability to be excluded. Liability for the services we perform is governed by the contract for those services.',
          zh_cn:
            '对于因使用本网站一般性信息或网站暂时无法访问而造成的损失，我们不承担责任，但法律规定不得排除的责任除外。我们所提供服务的责任，以相应服务合同的约定为准。',
        },
      ],
    },
    {
      kind: 'text',
      id: 'law',
      heading: { en_us: 'Changes and governing law', zh_cn: '条款变更与适用法律' },
      paragraphs: [
        {
          en_us:
            'We may change these terms when the website changes; the version on this page applies from the day it is published. These terms are governed by the laws of the Hong Kong Special Administrative Region, unless the law of your country gives you as a consumer rights that cannot be waived.',
          zh_cn:
            '网站变化时，我们可能修改本条款；本页所载版本自发布之日起适用。本条款受香港特别行政区法律管辖，但您所在国家法律赋予消费者的不可放弃的权利除外。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Questions about these terms?', zh_cn: '对本条款有疑问？' },
      text: {
        en_us: 'Write to us and our legal team will answer.',
        zh_cn: '欢迎来信，我们的法务团队将为您解答。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
    },
  ],
};

export default termsOfUse;

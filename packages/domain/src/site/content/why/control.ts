import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/control',
  group: 'why',
  icon: 'control',
  title: { en_us: 'Control: your rules, carried out', zh_cn: '可掌控：按您的规则执行' },
  description: {
    en_us: 'Routing guides, approved carriers, purchase-order management and approvals built into every booking.',
    zh_cn: '路由指引、认可承运人、采购订单管理和审批流程，嵌入每一次订舱。',
  },
  heading: { en_us: 'Control', zh_cn: '可掌控' },
  lead: {
    en_us:
      'It is your supply chain. {brand} writes your routing guide, approved carriers, cost limits and priorities into your account, so every office that handles your cargo follows the same rules.',
    zh_cn:
      '这是您的供应链。{brand} 把您的路由指引、认可承运人、费用上限和优先级写入您的账户，确保经手您货物的每个网点都遵循同样的规则。',
  },
  blocks: [
    {
      kind: 'list',
      id: 'what-you-decide',
      heading: { en_us: 'What you decide', zh_cn: '由您决定的事项' },
      items: [
        {
          en_us: 'Which carriers, routings and transhipment ports are acceptable, lane by lane.',
          zh_cn: '每条航线可接受的承运人、路由和中转港。',
        },
        {
          en_us: 'Which purchase orders ship first when space is short, and which can wait.',
          zh_cn: '舱位紧张时哪些采购订单优先出运，哪些可以延后。',
        },
        {
          en_us: 'Cost limits above which a booking needs your approval, for example air instead of sea.',
          zh_cn: '超过一定费用需经您审批的订舱，例如海运改空运。',
        },
        {
          en_us: 'Incoterms, insurance and documentary requirements per supplier.',
          zh_cn: '针对每个供应商的贸易术语、保险和单证要求。',
        },
        {
          en_us: 'Who in your company sees what, and who may approve.',
          zh_cn: '贵公司内谁能查看哪些信息，谁有审批权限。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'po-management',
      heading: { en_us: 'Purchase-order management', zh_cn: '采购订单管理' },
      steps: [
        {
          title: { en_us: 'Orders in', zh_cn: '导入订单' },
          text: {
            en_us: 'Your purchase orders arrive from your ERP by file or API, down to the line and SKU.',
            zh_cn: '采购订单通过文件或 API 从您的 ERP 导入，细化到订单行和 SKU。',
          },
        },
        {
          title: { en_us: 'Suppliers book', zh_cn: '供应商订舱' },
          text: {
            en_us:
              'Suppliers book against your orders; we check quantities, dates and documents before anything moves.',
            zh_cn: '供应商按您的订单订舱，我们在发运前核对数量、日期和单证。',
          },
        },
        {
          title: { en_us: 'You approve', zh_cn: '您来审批' },
          text: {
            en_us: 'Exceptions — late, short or over-shipped — wait for your decision in the portal.',
            zh_cn: '迟交、短装或超装等异常，在门户中等待您的决定。',
          },
        },
        {
          title: { en_us: 'Change course', zh_cn: '随时调整' },
          text: {
            en_us: 'Reprioritise or divert cargo in transit; the change reaches every office involved at once.',
            zh_cn: '在途货物可重新排序或改港，调整会立即同步到所有相关网点。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next',
      heading: { en_us: 'Put your routing guide to work', zh_cn: '让您的路由指引真正落地' },
      text: {
        en_us: 'Send us your routing guide; we show you how it runs in our system.',
        zh_cn: '把您的路由指引发给我们，我们演示它在系统中如何运行。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'Next: reliability', zh_cn: '下一个理由：可信赖' }, href: '/reliability' },
    },
  ],
};

export default page;

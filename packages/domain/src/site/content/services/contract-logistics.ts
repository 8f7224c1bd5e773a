import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/contract-logistics',
  group: 'supplyChain',
  icon: 'warehouse',
  title: { en_us: 'Contract logistics and fulfilment', zh_cn: '合同物流与订单履约' },
  description: {
    en_us:
      'Warehousing, inventory control, pick and pack, value-added services, transloading and returns, run on our own warehouse system with agreed service levels.',
    zh_cn: '仓储、库存管理、拣货包装、增值服务、转运换装及退货处理，基于自有仓储系统运行并承诺服务水平。',
  },
  heading: { en_us: 'Contract logistics', zh_cn: '合同物流' },
  lead: {
    en_us:
      'We run warehouses for brands, importers and online sellers who would rather not run their own: receiving containers, storing stock, shipping orders and taking returns, with every unit visible in the portal and the service levels written into the contract.',
    zh_cn:
      '我们为不想自建仓库的品牌商、进口商和电商卖家运营仓库：收货拆柜、库存保管、订单发运和退货处理，每一件库存都可在门户中查看，服务水平写进合同。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'What we take over', zh_cn: '我们承担的工作' },
      cards: [
        {
          icon: 'warehouse',
          title: { en_us: 'Receiving and storage', zh_cn: '收货与存储' },
          text: {
            en_us:
              'Containers stripped on the day of arrival, cartons counted and checked against the advance shipping notice, stock put away to pallet racking, shelving or bulk floor.',
            zh_cn: '集装箱到仓当天拆柜，按预到货通知清点核对，分别上架至托盘货架、隔板货架或地堆区。',
          },
        },
        {
          icon: 'parcel',
          title: { en_us: 'Pick, pack and ship', zh_cn: '拣货、包装与发运' },
          text: {
            en_us:
              'B2B orders to stores and distributors, B2C parcels to consumers: orders received by 14:00 leave the same day with the carrier you choose.',
            zh_cn: '面向门店与经销商的 B2B 订单、面向消费者的 B2C 包裹：14:00 前接收的订单当天由您指定的承运商发出。',
          },
        },
        {
          icon: 'control',
          title: { en_us: 'Value-added services', zh_cn: '增值服务' },
          text: {
            en_us:
              'Labelling and relabelling, kitting and bundling, quality inspection, gift wrapping, FBA preparation with FNSKU labels, and small repairs of packaging.',
            zh_cn: '贴标与换标、组套捆包、质量检验、礼品包装、亚马逊 FBA 备货（FNSKU 贴标）以及包装小修。',
          },
        },
        {
          icon: 'truck',
          title: { en_us: 'Transload and cross-dock', zh_cn: '转运换装与越库' },
          text: {
            en_us:
              'At the US West Coast, ocean containers are transloaded into 53-foot domestic trailers within 48 hours, saving about a third of the inland cost compared with moving the container inland.',
            zh_cn:
              '在美国西海岸，海运集装箱在 48 小时内换装到 53 英尺内陆挂车，与整柜内陆运输相比，内陆运费可节省约三分之一。',
          },
        },
        {
          icon: 'route',
          title: { en_us: 'Returns', zh_cn: '退货处理' },
          text: {
            en_us:
              'Returns are received, graded as resaleable, refurbish or scrap, and the stock updated the same day, so refunds are not held up.',
            zh_cn: '退货到仓后分级为可再售、需翻新或报废，当天更新库存，不耽误退款。',
          },
        },
        {
          icon: 'customs',
          title: { en_us: 'Bonded storage', zh_cn: '保税仓储' },
          text: {
            en_us:
              'In our bonded warehouses in Shanghai Waigaoqiao, Shenzhen Qianhai, Rotterdam and Singapore, duty is paid only when goods leave for the local market — or never, if they are re-exported.',
            zh_cn: '在上海外高桥、深圳前海、鹿特丹和新加坡的保税仓，货物出区进入当地市场时才缴税；如复出口则无需缴税。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'onboarding',
      heading: { en_us: 'How we start working together', zh_cn: '合作启动流程' },
      steps: [
        {
          title: { en_us: 'Profile', zh_cn: '业务分析' },
          text: {
            en_us:
              'We study twelve months of your order and stock data: SKUs, order lines, seasonality, the share of fast movers.',
            zh_cn: '我们分析您过去十二个月的订单与库存数据：SKU 数量、订单行、季节性以及快销品占比。',
          },
        },
        {
          title: { en_us: 'Design and price', zh_cn: '方案与报价' },
          text: {
            en_us:
              'You receive a layout, staffing plan and a price per pallet stored, per order and per line, with the service levels we commit to.',
            zh_cn:
              '您将收到仓库布局、人员配置方案，以及按托盘存储、按订单和按订单行计算的价格，并附上我们承诺的服务水平。',
          },
        },
        {
          title: { en_us: 'Connect', zh_cn: '系统对接' },
          text: {
            en_us:
              'Our warehouse system connects to your ERP or shop (Shopify, Amazon, WooCommerce or a file interface) and we test orders end to end.',
            zh_cn:
              '我们的仓储系统对接您的 ERP 或网店（Shopify、亚马逊、WooCommerce 或文件接口），并进行端到端订单测试。',
          },
        },
        {
          title: { en_us: 'Go live and review', zh_cn: '上线与复盘' },
          text: {
            en_us:
              'First stock arrives, orders flow, and we review the service levels with you every month and the design every year.',
            zh_cn: '首批库存入仓后订单正式运行，我们每月与您复盘服务水平，每年重新评估方案设计。',
          },
        },
      ],
    },
    {
      kind: 'facts',
      id: 'service-levels',
      heading: { en_us: 'Service levels we sign up to', zh_cn: '我们承诺的服务水平' },
      facts: [
        { value: { en_us: '99.8 %', zh_cn: '99.8%' }, label: { en_us: 'inventory accuracy', zh_cn: '库存准确率' } },
        { value: { en_us: '24 h', zh_cn: '24 小时' }, label: { en_us: 'dock to stock', zh_cn: '到货上架时效' } },
        {
          value: { en_us: '99.5 %', zh_cn: '99.5%' },
          label: { en_us: 'orders shipped on time', zh_cn: '订单准时发运率' },
        },
        {
          value: { en_us: '380,000 m²', zh_cn: '38 万平方米' },
          label: { en_us: 'in 14 warehouses', zh_cn: '14 个仓库总面积' },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions about contract logistics', zh_cn: '合同物流常见问题' },
      entries: [
        {
          question: { en_us: 'Is there a minimum volume?', zh_cn: '有最低业务量要求吗？' },
          answer: {
            en_us:
              'For a dedicated operation, about 500 pallets or 1,000 orders a month. Below that we serve you in a shared operation with the same system and service levels.',
            zh_cn:
              '独立运营一般需要约 500 个托盘或每月 1000 单。低于此规模时，我们在共享仓中为您服务，系统和服务水平相同。',
          },
        },
        {
          question: { en_us: 'How long is the contract?', zh_cn: '合同期限多长？' },
          answer: {
            en_us:
              'Usually one to three years for shared space and three to five for a dedicated site, with a price review every year.',
            zh_cn: '共享仓一般为一至三年，独立仓为三至五年，每年复核一次价格。',
          },
        },
        {
          question: { en_us: 'Can I see my stock in real time?', zh_cn: '能实时查看库存吗？' },
          answer: {
            en_us:
              'Yes. Stock by SKU, lot and location, open orders and returns are in the portal and available through our API; your system can receive stock updates every 15 minutes.',
            zh_cn:
              '可以。按 SKU、批次和库位的库存，以及未完成订单和退货，都可在门户中查看或通过 API 获取；您的系统可每 15 分钟接收一次库存更新。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      heading: { en_us: 'Talk to our logistics design team', zh_cn: '联系我们的物流方案团队' },
      text: {
        en_us:
          'Send us your volumes and where your customers are; we come back with a design and a price within two weeks.',
        zh_cn: '告诉我们您的业务量和客户分布，两周内我们会提交方案与报价。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'See our warehouses', zh_cn: '查看我们的仓库' }, href: '/warehouse' },
    },
  ],
};

export default page;

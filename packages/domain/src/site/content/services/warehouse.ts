import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/warehouse',
  group: 'supplyChain',
  icon: 'warehouse',
  title: { en_us: 'Warehouses near the ports', zh_cn: '临港仓库网络' },
  description: {
    en_us:
      'Fourteen warehouses with 380,000 m² near the main ports and airports: bonded storage, CFS consolidation, eCommerce fulfilment and FBA preparation.',
    zh_cn: '14 个临近主要港口和机场的仓库，总面积 38 万平方米：保税仓储、CFS 拼箱、电商履约及 FBA 备货。',
  },
  heading: { en_us: 'Our warehouses', zh_cn: '我们的仓库' },
  lead: {
    en_us:
      'Every {brand} warehouse sits within an hour of a port or cargo airport, runs on the same warehouse system and reports into the same portal — so stock in Ningbo and stock in Los Angeles look the same to you.',
    zh_cn:
      '{brand} 的每个仓库距港口或货运机场都在一小时车程以内，使用同一套仓储系统并接入同一个门户——无论库存在宁波还是洛杉矶，您看到的都一样。',
  },
  blocks: [
    {
      kind: 'table',
      id: 'network',
      heading: { en_us: 'The network', zh_cn: '仓库网络' },
      columns: [
        { en_us: 'Warehouse', zh_cn: '仓库' },
        { en_us: 'Area', zh_cn: '面积' },
        { en_us: 'Specialities', zh_cn: '特色' },
      ],
      rows: [
        [
          { en_us: 'Shanghai Waigaoqiao', zh_cn: '上海外高桥' },
          '46,000 m²',
          { en_us: 'Bonded, CFS, buyer consolidation', zh_cn: '保税、CFS、买家集运' },
        ],
        [
          { en_us: 'Ningbo Beilun', zh_cn: '宁波北仑' },
          '38,000 m²',
          { en_us: 'CFS, export consolidation', zh_cn: 'CFS、出口拼箱' },
        ],
        [
          { en_us: 'Shenzhen Qianhai', zh_cn: '深圳前海' },
          '32,000 m²',
          { en_us: 'Bonded, eCommerce, air freight', zh_cn: '保税、跨境电商、空运' },
        ],
        [{ en_us: 'Xiamen Haicang', zh_cn: '厦门海沧' }, '18,000 m²', { en_us: 'CFS, LCL', zh_cn: 'CFS、拼箱' }],
        [
          { en_us: 'Hong Kong Kwai Chung', zh_cn: '香港葵涌' },
          '14,000 m²',
          { en_us: 'Air freight, transhipment', zh_cn: '空运、中转' },
        ],
        [
          { en_us: 'Singapore Tuas', zh_cn: '新加坡大士' },
          '24,000 m²',
          { en_us: 'Bonded, regional distribution', zh_cn: '保税、区域分拨' },
        ],
        [
          { en_us: 'Los Angeles Carson', zh_cn: '洛杉矶卡森' },
          '52,000 m²',
          { en_us: 'Transload, FBA prep, fulfilment', zh_cn: '转运换装、FBA 备货、订单履约' },
        ],
        [
          { en_us: 'New Jersey Edison', zh_cn: '新泽西爱迪生' },
          '28,000 m²',
          { en_us: 'Fulfilment, returns', zh_cn: '订单履约、退货' },
        ],
        [
          { en_us: 'Rotterdam Maasvlakte', zh_cn: '鹿特丹马斯弗拉克特' },
          '40,000 m²',
          { en_us: 'Bonded, European distribution', zh_cn: '保税、欧洲分拨' },
        ],
        [
          { en_us: 'Duisburg Logport', zh_cn: '杜伊斯堡物流港' },
          '22,000 m²',
          { en_us: 'Rail freight, cross-dock', zh_cn: '铁路货运、越库' },
        ],
      ],
      note: {
        en_us:
          'Smaller sites in Qingdao, Tianjin, Laredo and Dubai bring the network to fourteen warehouses and 380,000 m².',
        zh_cn: '另有青岛、天津、拉雷多和迪拜的小型仓库，整个网络共 14 个仓库、38 万平方米。',
      },
    },
    {
      kind: 'cards',
      id: 'uses',
      heading: { en_us: 'What the warehouses are for', zh_cn: '仓库用途' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'LCL and CFS', zh_cn: '拼箱与 CFS' },
          text: {
            en_us:
              'Export cargo received, measured and loaded into our weekly consolidations; import LCL stripped and ready for collection within 48 hours of discharge.',
            zh_cn: '出口货物入仓、量方后装入每周的拼箱柜；进口拼箱卸船后 48 小时内拆箱并可提货。',
          },
          href: '/supply-chain/ocean-freight',
        },
        {
          icon: 'parcel',
          title: { en_us: 'eCommerce and FBA', zh_cn: '电商与 FBA' },
          text: {
            en_us:
              'Storage and order fulfilment for online sellers, and preparation of Amazon FBA shipments: FNSKU labels, carton labels and appointments at the fulfilment centre.',
            zh_cn: '为电商卖家提供仓储和订单履约，并处理亚马逊 FBA 备货：FNSKU 标签、箱唛以及入仓预约。',
          },
          href: '/ecommerce',
        },
        {
          icon: 'warehouse',
          title: { en_us: 'Contract logistics', zh_cn: '合同物流' },
          text: {
            en_us:
              'Dedicated or shared operations for brands and distributors, with agreed service levels and monthly reviews.',
            zh_cn: '为品牌商和分销商提供独立或共享运营，约定服务水平并每月复盘。',
          },
          href: '/supply-chain/contract-logistics',
        },
      ],
    },
    {
      kind: 'list',
      id: 'standards',
      heading: { en_us: 'Standards in every warehouse', zh_cn: '每个仓库的统一标准' },
      items: [
        {
          en_us: 'CCTV on every dock door and aisle, footage kept for 90 days.',
          zh_cn: '每个装卸口和通道均有监控，录像保存 90 天。',
        },
        {
          en_us: 'Sprinklers and fire alarms certified to local code; racking inspected every year.',
          zh_cn: '喷淋和火灾报警系统符合当地规范并取得认证，货架每年检查。',
        },
        {
          en_us: 'Barcode scanning at every step: receiving, put-away, picking, packing, loading.',
          zh_cn: '收货、上架、拣货、包装、装车，每一步都扫码。',
        },
        {
          en_us: 'Cycle counts every week, full stock count twice a year, results shared with you.',
          zh_cn: '每周循环盘点，每年两次全面盘点，结果与您共享。',
        },
        {
          en_us: 'Security programmes: C-TPAT in the US, AEO in the EU and China.',
          zh_cn: '安全认证：美国 C-TPAT，欧盟及中国 AEO。',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      heading: { en_us: 'Looking for space?', zh_cn: '正在找仓库？' },
      text: {
        en_us: 'Tell us where, how many pallets and what you need done with them; we answer within two working days.',
        zh_cn: '告诉我们地点、托盘数量和作业需求，两个工作日内给您答复。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
      secondary: { action: { en_us: 'See all locations', zh_cn: '查看全部网点' }, href: '/locations' },
    },
  ],
};

export default page;

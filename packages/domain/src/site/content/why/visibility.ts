import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/visibility',
  group: 'why',
  icon: 'eye',
  title: { en_us: 'Visibility: every shipment in one view', zh_cn: '可视化：所有货物一目了然' },
  description: {
    en_us:
      'Milestones from carriers, terminals, customs and warehouses in one timeline, with documents, alerts and an API.',
    zh_cn: '船公司、码头、海关和仓库的节点汇总在一条时间线上，附带单证、提醒和 API。',
  },
  heading: { en_us: 'Visibility', zh_cn: '可视化' },
  lead: {
    en_us:
      'You should not need to email anyone to find out where your container is. {brand} collects events from more than 40 ocean carriers, 36 airlines, terminals, customs and our own trucks and warehouses, and puts them in one timeline per shipment.',
    zh_cn:
      '想知道集装箱在哪里，不应该还要发邮件去问。{brand} 汇集 40 多家船公司、36 家航空公司、码头、海关以及我们自有车队和仓库的动态，为每票货生成一条时间线。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'what-you-see',
      heading: { en_us: 'What you see', zh_cn: '您能看到什么' },
      cards: [
        {
          icon: 'route',
          title: { en_us: 'Milestones', zh_cn: '运输节点' },
          text: {
            en_us:
              'From empty pick-up, gate in, loading and departure to transhipment, arrival, customs release, out gate, delivery and empty return.',
            zh_cn: '从提空箱、进港、装船、离港，到中转、到港、海关放行、提柜出港、派送以及还空箱。',
          },
        },
        {
          icon: 'document',
          title: { en_us: 'Documents', zh_cn: '单证' },
          text: {
            en_us:
              'Draft and final bills of lading, invoices, customs entries and proofs of delivery, next to the shipment.',
            zh_cn: '提单草稿与正本、发票、报关单和签收凭证，都在对应货物旁边。',
          },
        },
        {
          icon: 'support',
          title: { en_us: 'Alerts', zh_cn: '提醒' },
          text: {
            en_us:
              'An e-mail or message when an ETA moves by more than a day, a customs hold appears or the last free day is near.',
            zh_cn: '预计到达时间变动超过一天、出现海关扣货或免费期即将到期时，通过邮件或消息提醒您。',
          },
        },
        {
          icon: 'chart',
          title: { en_us: 'Reports and API', zh_cn: '报表与 API' },
          text: {
            en_us:
              'Export any list to Excel, schedule weekly reports, or pull shipment status into your own system through our API.',
            zh_cn: '任何列表都可导出为 Excel，可设置每周定时报表，也可通过我们的 API 把货物状态接入您自己的系统。',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how',
      heading: { en_us: 'Where the data comes from', zh_cn: '数据从哪里来' },
      steps: [
        {
          title: { en_us: 'Carriers and terminals', zh_cn: '船公司与码头' },
          text: {
            en_us: 'Container status messages (EDI and APIs) from carriers and terminals, read several times an hour.',
            zh_cn: '船公司和码头的集装箱状态报文（EDI 和 API），每小时读取多次。',
          },
        },
        {
          title: { en_us: 'Customs and authorities', zh_cn: '海关及监管机构' },
          text: {
            en_us: 'Release and hold notices straight from the customs systems our brokers file in.',
            zh_cn: '放行和扣货通知直接来自我们报关员所申报的海关系统。',
          },
        },
        {
          title: { en_us: 'Our own operations', zh_cn: '我们自己的操作' },
          text: {
            en_us: 'Scans in our warehouses and depots and the driver app on our trucks, the moment they happen.',
            zh_cn: '仓库和堆场的扫描记录，以及我们卡车司机应用中的动态，实时上传。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'track',
      heading: { en_us: 'Track a shipment now', zh_cn: '立即追踪货物' },
      text: {
        en_us: 'Enter a container, bill of lading or air waybill number — no sign-in needed.',
        zh_cn: '输入集装箱号、提单号或空运单号即可查询，无需登录。',
      },
      action: { en_us: 'Track', zh_cn: '货物追踪' },
      href: '/tracking',
      secondary: { action: { en_us: 'Next: control', zh_cn: '下一个理由：可掌控' }, href: '/control' },
    },
  ],
};

export default page;

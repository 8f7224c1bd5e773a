import type { ContentPage } from '../types';

const covidPolicies: ContentPage = {
  path: '/covid-policies',
  group: 'other',
  icon: 'shield',
  title: { en_us: 'COVID-19 health and safety policies', zh_cn: '新冠疫情健康与安全政策' },
  description: {
    en_us:
      'How {brand}’s health and safety policy changed during the COVID-19 pandemic, how our operations kept running, and which measures remain in force.',
    zh_cn: '新冠疫情期间{brand}健康与安全政策的调整历程、我们如何保持业务运转，以及目前仍然有效的措施。',
  },
  heading: { en_us: 'Health and safety through the pandemic', zh_cn: '疫情期间的健康与安全' },
  lead: {
    en_us:
      'From early 2020 our first duty was to keep colleagues, drivers and visitors safe while the goods people needed kept moving. This page records what we did and what we kept.',
    zh_cn:
      '自2020年初起，我们的首要任务是在保障员工、司机和访客安全的同时，让民生所需的货物继续流动。本页记录了我们采取的措施以及保留至今的做法。',
  },
  blocks: [
    {
      kind: 'timeline',
      id: 'history',
      heading: { en_us: 'How the policy changed', zh_cn: '政策沿革' },
      entries: [
        {
          year: '2020',
          title: { en_us: 'Crisis team and remote work', zh_cn: '成立应急小组，推行远程办公' },
          text: {
            en_us:
              'A global crisis team met daily from January. Office staff moved to remote work within two weeks; warehouses and depots introduced split shifts, distancing and masks, and drivers handed over documents without contact.',
            zh_cn:
              '一月起，全球应急小组每日召开会议。办公室员工在两周内全部转为远程办公；仓库和堆场实行分班作业、保持社交距离并佩戴口罩，司机交接单证实现无接触。',
          },
        },
        {
          year: '2021',
          title: { en_us: 'Testing and vaccination support', zh_cn: '检测与疫苗接种支持' },
          text: {
            en_us:
              'Paid time off for vaccination, rapid tests at warehouse entrances and local rules applied office by office as restrictions differed between countries.',
            zh_cn: '员工接种疫苗给予带薪假期，仓库入口提供快速检测；由于各国限制措施不同，各分公司按当地规定分别执行。',
          },
        },
        {
          year: '2022',
          title: { en_us: 'Closed-loop operations in China', zh_cn: '中国境内闭环作业' },
          text: {
            en_us:
              'During lockdowns in Shanghai and other cities, volunteer teams worked in closed loops at our warehouses, and bookings were rerouted through Ningbo and other open ports.',
            zh_cn: '上海等城市封控期间，志愿者团队在我们的仓库实行闭环作业，订舱则改经宁波等正常运作的港口出运。',
          },
        },
        {
          year: '2023',
          title: { en_us: 'Return to normal operations', zh_cn: '恢复正常运营' },
          text: {
            en_us:
              'With the end of public health emergencies, special rules were lifted. The measures that had proved useful were written into our permanent health and safety policy.',
            zh_cn: '随着各地公共卫生紧急状态结束，特殊规定相继取消；实践证明行之有效的措施被纳入常设的健康与安全制度。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'continuity',
      heading: { en_us: 'How operations continued', zh_cn: '业务如何持续运转' },
      items: [
        {
          en_us:
            'Every office could book, file customs entries and invoice from home, because our systems already ran online.',
          zh_cn: '由于业务系统早已在线运行，各分公司居家即可完成订舱、报关申报和开票。',
        },
        {
          en_us:
            'Electronic bills of lading, telex releases and digital delivery orders replaced paper wherever carriers and authorities accepted them.',
          zh_cn: '凡是船公司和监管部门认可的，一律以电子提单、电放和电子提货单代替纸质单证。',
        },
        {
          en_us:
            'When passenger flights stopped, we chartered freighters and booked rail to keep medical and retail supplies moving.',
          zh_cn: '客机停飞期间，我们包租全货机并预订铁路运力，保障医疗物资和零售商品的运输。',
        },
        {
          en_us: 'Branches in unaffected regions took over customer service for offices in lockdown.',
          zh_cn: '未受影响地区的分公司接手了封控地区分公司的客户服务工作。',
        },
      ],
    },
    {
      kind: 'list',
      id: 'in-force',
      heading: { en_us: 'What remains in force', zh_cn: '仍然有效的措施' },
      items: [
        {
          en_us:
            'Anyone with symptoms of an infectious illness stays at home; sick leave needs no certificate for the first three days.',
          zh_cn: '出现传染病症状者应居家休息；前三天病假无需提供医院证明。',
        },
        {
          en_us: 'Hand-washing stations and good ventilation in all warehouses, depots and driver waiting areas.',
          zh_cn: '所有仓库、堆场和司机等候区均配备洗手设施，并保持良好通风。',
        },
        {
          en_us: 'Contactless document handover for drivers and electronic documents by default.',
          zh_cn: '司机单证交接默认采用无接触方式，单证默认电子化。',
        },
        {
          en_us: 'Hybrid work for office roles, with each branch able to run fully remote at short notice.',
          zh_cn: '办公室岗位实行混合办公，各分公司均可在短时间内切换为全员远程办公。',
        },
        {
          en_us:
            'A business continuity plan per branch, tested every year, naming which office takes over its customers.',
          zh_cn: '每个分公司都有业务连续性计划并每年演练，明确由哪个分公司接管其客户。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Questions about a site visit?', zh_cn: '对到访我们的场地有疑问？' },
      text: {
        en_us: 'Contact the branch you are visiting for its current site rules before you arrive.',
        zh_cn: '到访前请联系相关分公司，了解该场地现行的安全规定。',
      },
      action: { en_us: 'Contact us', zh_cn: '联系我们' },
      href: '/contact',
    },
  ],
};

export default covidPolicies;

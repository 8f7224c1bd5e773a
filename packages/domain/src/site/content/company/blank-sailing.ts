import type { ContentPage } from '../types';

const blankSailing: ContentPage = {
  path: '/blank-sailing',
  group: 'support',
  icon: 'ship',
  title: { en_us: 'Blank sailings', zh_cn: '停航通知' },
  description: {
    en_us:
      'What blank sailings are, how {brand} notifies you, the current cancelled sailings per trade lane and what to do if your booking is affected.',
    zh_cn: '什么是停航（空班）、{brand}如何通知您、各航线当前的停航信息，以及订舱受影响时该怎么办。',
  },
  heading: { en_us: 'Blank sailings', zh_cn: '停航通知' },
  lead: {
    en_us:
      'When a carrier cancels a scheduled sailing, the cargo booked on it has to move to another vessel. Here we list the cancellations we know of on the lanes we serve, and explain how we rebook your cargo.',
    zh_cn:
      '船公司取消原定航次后，该航次上的订舱货物必须改配其他船舶。本页列出我们所服务航线上已知的停航信息，并说明我们如何为您的货物重新配载。',
  },
  blocks: [
    {
      kind: 'text',
      id: 'what',
      heading: { en_us: 'What is a blank sailing?', zh_cn: '什么是停航？' },
      paragraphs: [
        {
          en_us:
            'A blank sailing is a scheduled departure that a carrier or alliance cancels, either for the whole loop or for some of its ports. Carriers blank sailings to match capacity to demand, typically around Chinese New Year and the autumn Golden Week, or when vessels are delayed by congestion, weather or longer routings.',
          zh_cn:
            '停航（也称空班或跳班）是指船公司或航运联盟取消原定的某个航次，可能是整条航线停航，也可能只跳过部分挂靠港。船公司通常在春节、国庆黄金周前后为平衡运力与需求而安排停航；船舶因拥堵、天气或绕行而延误时，也会出现停航。',
        },
        {
          en_us:
            'For you it usually means a delay of one week, sometimes more, and a new cut-off for containers that have not yet been delivered to the terminal.',
          zh_cn: '对您来说，这通常意味着延误一周，有时更久；尚未进港的集装箱还会有新的截关时间。',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'notification',
      heading: { en_us: 'How we notify you', zh_cn: '我们如何通知您' },
      steps: [
        {
          title: { en_us: 'Within one working day', zh_cn: '一个工作日内' },
          text: {
            en_us:
              'Once a carrier confirms a blank sailing, the branch holding your booking e-mails you with the affected booking numbers.',
            zh_cn: '船公司确认停航后，负责您订舱的分公司会在一个工作日内发邮件告知受影响的订舱号。',
          },
        },
        {
          title: { en_us: 'With a rebooking proposal', zh_cn: '提供改配方案' },
          text: {
            en_us:
              'We propose the next available sailing, or an alternative carrier or port if it is faster, with the new cut-off and estimated arrival.',
            zh_cn: '我们会推荐最近的可用航次；如更换承运人或港口更快，也会一并提出，并附上新的截关时间和预计到港时间。',
          },
        },
        {
          title: { en_us: 'Visible in tracking', zh_cn: '追踪页面同步更新' },
          text: {
            en_us:
              'The new vessel, voyage and dates appear on the tracking page and in the customer portal as soon as the rebooking is confirmed.',
            zh_cn: '改配确认后，新的船名、航次和日期会立即显示在追踪页面和客户门户中。',
          },
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'transpacific',
      heading: { en_us: 'Current notices: Transpacific eastbound', zh_cn: '当前通知：跨太平洋东行' },
      entries: [
        {
          year: '2026-12-07',
          title: { en_us: 'Shanghai, Ningbo – Los Angeles, Long Beach', zh_cn: '上海、宁波—洛杉矶、长滩' },
          text: {
            en_us:
              'Week 50 departure of one weekly loop cancelled. Cargo moves to the week 51 sailing of the same loop; cut-off 11 December.',
            zh_cn: '某周班航线第50周航次取消，货物改配同一航线第51周航次，截关日为12月11日。',
          },
        },
        {
          year: '2027-02-08',
          title: { en_us: 'Yantian, Xiamen – Oakland, Seattle', zh_cn: '盐田、厦门—奥克兰、西雅图' },
          text: {
            en_us:
              'Week 6 departure cancelled for Chinese New Year. We recommend booking the week 4 sailing for cargo due before March.',
            zh_cn: '因春节取消第6周航次。需在三月前到货的货物，建议预订第4周航次。',
          },
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'asia-europe',
      heading: {
        en_us: 'Current notices: Asia – North Europe and Mediterranean',
        zh_cn: '当前通知：亚洲—北欧及地中海',
      },
      entries: [
        {
          year: '2026-12-14',
          title: { en_us: 'Qingdao, Shanghai – Rotterdam, Hamburg', zh_cn: '青岛、上海—鹿特丹、汉堡' },
          text: {
            en_us:
              'Week 51 departure cancelled after vessel delays on the Cape of Good Hope routing. Bookings move to week 52; arrival in Rotterdam about 23 January.',
            zh_cn: '因绕行好望角导致船舶延误，第51周航次取消，订舱顺延至第52周，预计1月23日前后抵达鹿特丹。',
          },
        },
        {
          year: '2027-02-01',
          title: { en_us: 'Ningbo, Shenzhen – Genoa, Barcelona', zh_cn: '宁波、深圳—热那亚、巴塞罗那' },
          text: {
            en_us:
              'Week 5 departure cancelled for Chinese New Year. China–Europe rail to Milan is available as an alternative for urgent cargo.',
            zh_cn: '因春节取消第5周航次。急货可选择中欧班列至米兰作为替代方案。',
          },
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'intra-asia',
      heading: { en_us: 'Current notices: Intra-Asia', zh_cn: '当前通知：亚洲区内' },
      entries: [
        {
          year: '2026-12-02',
          title: { en_us: 'Ho Chi Minh City – Busan, Tokyo', zh_cn: '胡志明市—釜山、东京' },
          text: {
            en_us:
              'Tokyo call omitted on the week 49 sailing. Tokyo cargo is relayed via Busan with two extra days in transit.',
            zh_cn: '第49周航次跳过东京港，东京货物经釜山中转，运输时间增加两天。',
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'what-to-do',
      heading: { en_us: 'What to do if your booking is affected', zh_cn: '订舱受影响时该怎么办' },
      items: [
        {
          en_us:
            'Check the new cut-off before your supplier delivers the container: early delivery can cause storage charges at the terminal.',
          zh_cn: '在供应商送柜前确认新的截关时间：过早进港可能在码头产生堆存费。',
        },
        {
          en_us:
            'Tell us if the cargo cannot wait. We can look at another carrier, a different port, rail or air for part of the shipment.',
          zh_cn: '如货物等不及，请告诉我们。我们可以考虑其他船公司、其他港口，或将部分货物改走铁路或空运。',
        },
        {
          en_us:
            'Inform your consignee and check whether letters of credit or delivery dates in your sales contract need an amendment.',
          zh_cn: '及时通知收货人，并检查信用证或销售合同中的交货期是否需要修改。',
        },
        {
          en_us:
            'For US and EU imports, we amend ISF and ICS2 filings for the new vessel; you do not need to file again.',
          zh_cn: '对于美国和欧盟进口货物，我们会按新船名修改ISF和ICS2申报，您无需重新申报。',
        },
      ],
    },
    {
      kind: 'cta',
      heading: { en_us: 'Follow your rebooked cargo', zh_cn: '跟踪改配后的货物' },
      text: {
        en_us: 'Enter a container, bill of lading or booking number to see the new vessel and dates.',
        zh_cn: '输入集装箱号、提单号或订舱号，即可查看新的船名和日期。',
      },
      action: { en_us: 'Track a shipment', zh_cn: '货物追踪' },
      href: '/tracking',
    },
  ],
};

export default blankSailing;

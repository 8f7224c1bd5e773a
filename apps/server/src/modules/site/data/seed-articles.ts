import type { ArticleKind } from '@tidemark/domain/site/site-data/records';
import type { Illustration } from './seed-images';

export type ArticleSeed = {
  kind: ArticleKind;
  slug: string;
  publishedAt: string;
  title: readonly [string, string];
  summary: readonly [string, string];
  /** Paragraphs (plain text) or HTML blocks starting with '<'. */
  body: readonly [readonly string[], readonly string[]];
  images: readonly { drawing: Illustration; accent: string; alt: readonly [string, string] }[];
};

export const NEWS_SEEDS: readonly ArticleSeed[] = [
  {
    kind: 'news',
    slug: 'peak-season-2026-advisory',
    publishedAt: '2026-08-04T02:00:00Z',
    title: ['Peak season 2026: book transpacific space four weeks ahead', '2026年旺季提示：美线舱位请提前四周预订'],
    summary: [
      'Carriers are filling transpacific sailings earlier than last year. We recommend booking four weeks before cargo ready date until late October.',
      '今年美线船期满载时间早于去年。10月下旬前，建议在货好日期前四周订舱。',
    ],
    body: [
      [
        'Bookings from China to the US West Coast have run well above last year since mid-July, and carriers are already rolling cargo on some Shanghai and Ningbo sailings.',
        'Until the end of October we recommend booking four weeks before your cargo ready date, sharing forecasts with your account manager every Friday, and keeping a second routing (Seattle or Oakland) ready.',
        '<ul><li>Space held on our allocations is released 10 days before the vessel closes.</li><li>Peak season surcharges are shown on every quotation in the portal.</li><li>Customers with weekly forecasts keep priority on rolled sailings.</li></ul>',
      ],
      [
        '自7月中旬以来，中国至美西的订舱量明显高于去年同期，部分上海、宁波船期已出现甩柜。',
        '10月底前，建议在货好日期前四周订舱，每周五向客户经理更新预报，并准备西雅图或奥克兰作为备选航线。',
        '<ul><li>我们的协议舱位将在截关前10天释放。</li><li>旺季附加费已在门户的每份报价中列明。</li><li>每周提供预报的客户在甩柜时享有优先配载。</li></ul>',
      ],
    ],
    images: [
      { drawing: 'calendar', accent: '#0f7c73', alt: ['A calendar with the peak weeks marked', '标注旺季周次的日历'] },
    ],
  },
  {
    kind: 'news',
    slug: 'new-ningbo-rotterdam-lcl-service',
    publishedAt: '2026-09-15T01:30:00Z',
    title: ['Weekly LCL from Ningbo to Rotterdam, direct', '宁波至鹿特丹每周直航拼箱服务开通'],
    summary: [
      'Our own weekly consolidation from Ningbo to Rotterdam cuts LCL transit by six days and avoids transhipment in Singapore.',
      '我们自营的宁波至鹿特丹每周拼箱服务，时效缩短六天，无需在新加坡中转。',
    ],
    body: [
      [
        'From the first sailing in October we load our own Ningbo–Rotterdam consolidation every week, with the container stuffed at our Beilun warehouse and devanned at our Rotterdam depot.',
        'Cut-off is Wednesday noon at the warehouse; cargo is available in Rotterdam 31 days later, and onward trucking to Germany, Belgium and France is booked from the same quotation.',
      ],
      [
        '自10月首航起，我们每周自营装运宁波至鹿特丹拼箱，在北仑仓库装箱，于鹿特丹自有场站拆箱。',
        '仓库截货时间为每周三中午，31天后可在鹿特丹提货；至德国、比利时、法国的内陆派送可在同一报价中一并预订。',
      ],
    ],
    images: [{ drawing: 'route', accent: '#0f7c73', alt: ['A lane from Ningbo to Rotterdam', '宁波至鹿特丹航线示意'] }],
  },
  {
    kind: 'news',
    slug: 'rotterdam-depot-expansion',
    publishedAt: '2026-06-02T08:00:00Z',
    title: ['Rotterdam depot doubles its container yard', '鹿特丹堆场面积扩大一倍'],
    summary: [
      'Our depot next to the Maasvlakte terminals now stores 2,400 TEU and offers reefer plugs for 120 containers.',
      '我们位于马斯弗拉克特码头旁的堆场现可堆存2400标箱，并提供120个冷藏箱插头。',
    ],
    body: [
      [
        'The extension adds 3.5 hectares of paved yard, two reach stackers and a covered inspection bay for customs examinations.',
        'Customers can now have empties returned, inspected and repaired in one place, and pick up export empties without a terminal appointment.',
      ],
      [
        '扩建新增3.5公顷硬化场地、两台正面吊以及一个用于海关查验的室内查验区。',
        '客户可在同一地点完成还空箱、验箱与修箱，出口提空箱无需预约码头时段。',
      ],
    ],
    images: [
      { drawing: 'warehouse', accent: '#1f5f99', alt: ['Our depot with stacked containers', '堆放集装箱的场站'] },
    ],
  },
  {
    kind: 'news',
    slug: 'shenzhen-air-charter-programme',
    publishedAt: '2026-10-06T03:00:00Z',
    title: ['Twice-weekly freighter charters from Shenzhen to Chicago', '深圳至芝加哥每周两班全货机包机'],
    summary: [
      'For the fourth quarter we have chartered a Boeing 777 freighter on Tuesdays and Saturdays, with space for consolidations and full-unit customers.',
      '第四季度我们包租一架波音777全货机，每周二、周六执飞，可承接集运货物及整板客户。',
    ],
    body: [
      [
        'The charter departs Shenzhen Bao’an on Tuesday and Saturday evenings and lands in Chicago O’Hare the same day local time.',
        'Cut-off is six hours before departure at our Shenzhen airport warehouse; cargo is recovered and available for pick-up within 24 hours of arrival.',
      ],
      [
        '包机每周二、周六晚从深圳宝安机场起飞，当地时间当天抵达芝加哥奥黑尔机场。',
        '在我们深圳机场仓库的截货时间为起飞前六小时；货物落地后24小时内完成提取并可提货。',
      ],
    ],
    images: [{ drawing: 'plane', accent: '#0b3954', alt: ['A freighter aircraft in flight', '飞行中的全货机'] }],
  },
  {
    kind: 'news',
    slug: 'customs-brokerage-licence-mexico',
    publishedAt: '2026-04-21T15:00:00Z',
    title: ['We now clear customs in Mexico with our own broker', '我们在墨西哥开展自营报关业务'],
    summary: [
      'Our Mexico City office has added a licensed customs broker, so imports through Manzanillo, Veracruz and Laredo are cleared by our own team.',
      '墨西哥城办公室新增持证报关员，经曼萨尼约、韦拉克鲁斯和拉雷多进口的货物均由我们的团队自行报关。',
    ],
    body: [
      [
        'Pedimentos are prepared from the commercial invoice and packing list in the portal, and duties are shown before the vessel arrives.',
        'Customers shipping from Asia to Mexico now have one contact for ocean freight, customs and trucking to the door.',
      ],
      [
        '报关单根据门户中的商业发票和装箱单制作，税费在船到港前即可查看。',
        '从亚洲发往墨西哥的客户，海运、清关和送货到门只需对接一位联系人。',
      ],
    ],
    images: [{ drawing: 'parcel', accent: '#0f7c73', alt: ['A cleared carton', '已清关的纸箱'] }],
  },
  {
    kind: 'news',
    slug: 'red-sea-routing-update',
    publishedAt: '2026-02-12T09:00:00Z',
    title: ['Red Sea routing: Asia–Europe sailings stay on the Cape route', '红海航线提示：亚欧航线继续绕行好望角'],
    summary: [
      'All carriers on our Asia–Europe allocations continue to sail via the Cape of Good Hope. Plan on 10 to 14 extra days.',
      '我们合作的亚欧航线承运人仍全部绕行好望角，请预留额外10至14天。',
    ],
    body: [
      [
        'Transit times quoted in the portal already include the Cape routing. Emergency surcharges are passed on at cost and shown line by line on the charge sheet.',
        'If your cargo cannot wait, ask about our sea-air service via Dubai, which saves about two weeks against all-water.',
      ],
      [
        '门户报价中的时效已包含绕行时间。紧急附加费按实际成本收取，并在费用单中逐项列明。',
        '如货物时间紧，可咨询我们经迪拜中转的海空联运服务，较全程海运约快两周。',
      ],
    ],
    images: [{ drawing: 'route', accent: '#e0662b', alt: ['A detour around a continent', '绕行大陆的航线'] }],
  },
  {
    kind: 'news',
    slug: 'portal-document-download',
    publishedAt: '2026-03-09T02:00:00Z',
    title: ['Download all shipment documents in one click', '门户支持一键下载全部单证'],
    summary: [
      'Customers can now download the bill of lading, commercial invoice, packing list and arrival notice of a shipment as one file.',
      '客户现在可将一票货的提单、商业发票、装箱单和到货通知打包下载为一个文件。',
    ],
    body: [
      [
        'Open a shipment in the portal and choose Download documents. The archive is built in the background and stays available for seven days.',
        'Documents added later, such as a customs release, appear in the shipment history and are included in the next download.',
      ],
      [
        '在门户打开一票货，选择“下载单证”，系统将在后台生成压缩包，保留七天。',
        '之后新增的单证（如海关放行单）会显示在货物历史中，并包含在下一次下载里。',
      ],
    ],
    images: [{ drawing: 'chart', accent: '#1f5f99', alt: ['Documents and a chart on screen', '屏幕上的单证与图表'] }],
  },
  {
    kind: 'news',
    slug: 'chinese-new-year-2026-schedule',
    publishedAt: '2026-01-12T02:00:00Z',
    title: ['Chinese New Year 2026: last sailings and factory closures', '2026年春节：末班船期与工厂停工安排'],
    summary: [
      'Factories close from 10 February; the last practical sailings before the holiday leave Shanghai and Ningbo on 7 February.',
      '工厂将于2月10日起停工，节前最后可用船期为2月7日从上海、宁波开出。',
    ],
    body: [
      [
        'Our China offices work on reduced staffing from 14 to 20 February. Customs declarations continue throughout the holiday.',
        'Please confirm bookings for the weeks around the holiday by 23 January so that space and trucking can be secured.',
      ],
      [
        '2月14日至20日期间，我们国内各分公司安排值班，报关业务节日期间照常办理。',
        '请于1月23日前确认节前节后的订舱，以便落实舱位和拖车。',
      ],
    ],
    images: [
      { drawing: 'calendar', accent: '#c0392b', alt: ['A calendar showing the holiday weeks', '标注春节假期的日历'] },
    ],
  },
  {
    kind: 'news',
    slug: 'dubai-sea-air-hub',
    publishedAt: '2026-05-18T06:00:00Z',
    title: ['Sea-air via Dubai: Asia to Europe in 18 days', '经迪拜海空联运：亚洲至欧洲18天'],
    summary: [
      'Cargo sails from Chinese ports to Jebel Ali and flies on to Frankfurt, Amsterdam and Milan, at about half the cost of direct air freight.',
      '货物从中国港口海运至杰贝阿里，再空运至法兰克福、阿姆斯特丹和米兰，成本约为直飞空运的一半。',
    ],
    body: [
      [
        'Our Dubai team transfers the cargo from the port to the airport under bond within 48 hours of arrival.',
        'The service suits fashion, electronics and spare parts that are too urgent for sea freight and too heavy for express.',
      ],
      [
        '迪拜团队在货物到港后48小时内以保税方式转运至机场。',
        '该服务适合服装、电子产品和备件等海运太慢、快递太贵的货物。',
      ],
    ],
    images: [
      { drawing: 'ship', accent: '#0f7c73', alt: ['A container ship arriving in Jebel Ali', '抵达杰贝阿里的集装箱船'] },
      { drawing: 'plane', accent: '#e0662b', alt: ['A freighter leaving Dubai', '从迪拜起飞的全货机'] },
    ],
  },
  {
    kind: 'news',
    slug: 'sydney-office-opening',
    publishedAt: '2026-07-01T00:00:00Z',
    title: ['New office in Sydney', '悉尼办公室正式开业'],
    summary: [
      'Our Sydney office opens with ocean, air and customs teams serving importers across New South Wales.',
      '悉尼办公室正式开业，海运、空运和报关团队为新南威尔士州的进口商提供服务。',
    ],
    body: [
      [
        'The office is in the Sydney CBD, close to Port Botany and the airport. It handles imports from China and South-East Asia and exports of wine and food to Asia.',
        'Australian customers can now book, track and receive invoices in the portal in Australian dollars.',
      ],
      [
        '办公室位于悉尼中央商务区，邻近博塔尼港和机场，负责中国及东南亚进口以及葡萄酒、食品出口亚洲业务。',
        '澳大利亚客户现可在门户中订舱、追踪，并以澳元收取账单。',
      ],
    ],
    images: [{ drawing: 'warehouse', accent: '#0f7c73', alt: ['Our new office building', '新办公楼'] }],
  },
  {
    kind: 'news',
    slug: 'ecommerce-oversized-parcels-japan',
    publishedAt: '2026-10-20T01:00:00Z',
    title: ['Oversized parcels now delivered to Japanese fulfilment centres', '大件包裹服务新增日本海外仓'],
    summary: [
      'Our oversized-parcel service now delivers to fulfilment centres in Saitama and Kanagawa in 16 to 21 days from Shanghai.',
      '大件包裹服务新增埼玉和神奈川海外仓，从上海出发16至21天送达。',
    ],
    body: [
      [
        'Boxes up to 30 kg with goods under 800 USD per parcel are consolidated in Shanghai, shipped to Tokyo and delivered to the centre appointment.',
        'Check any parcel on our eCommerce page before you book: you see at once whether it qualifies and how long it takes.',
      ],
      [
        '单箱30公斤以内、每票货值低于800美元的包裹在上海集货，海运至东京后按海外仓预约派送。',
        '订舱前可在电商页面查询任一包裹，立即知道是否符合条件及所需时效。',
      ],
    ],
    images: [{ drawing: 'parcel', accent: '#1f5f99', alt: ['An oversized parcel', '大件包裹'] }],
  },
  {
    kind: 'news',
    slug: 'blank-sailings-golden-week',
    publishedAt: '2026-09-01T03:00:00Z',
    title: ['Golden Week blank sailings announced', '国庆黄金周停航计划公布'],
    summary: [
      'Carriers have cancelled 38 transpacific and Asia–Europe sailings around Golden Week. Affected bookings are being moved to the next vessel.',
      '国庆黄金周前后，承运人共取消38个美线和欧线航次，受影响订舱正顺延至下一班船。',
    ],
    body: [
      [
        'We contact every customer with an affected booking within one working day and propose the next sailing on the same allocation.',
        'The full list of blank sailings is kept up to date on our advisory page and in the portal sailing schedule.',
      ],
      [
        '受影响的客户将在一个工作日内收到我们的通知，并获得同一协议舱位下一班船的建议。',
        '完整的停航清单会在我们的航运提示页面和门户船期表中实时更新。',
      ],
    ],
    images: [{ drawing: 'ship', accent: '#c0392b', alt: ['A container ship at berth', '靠泊的集装箱船'] }],
  },
];

export const BLOG_SEEDS: readonly ArticleSeed[] = [
  {
    kind: 'blog',
    slug: 'measuring-container-emissions',
    publishedAt: '2026-03-24T08:00:00Z',
    title: ['How we measure the emissions of a container', '我们如何计算一个集装箱的碳排放'],
    summary: [
      'Well-to-wheel, per TEU-kilometre, by trade lane: how the emissions figure on your shipment is calculated and what it leaves out.',
      '从油井到车轮、按标箱公里、分航线：您货物上的排放数字是如何算出来的，又有哪些没有计入。',
    ],
    body: [
      [
        '<h2>Start from the lane, not the average</h2>',
        'An average figure for ocean freight hides a factor of three between the most and least efficient services. We use the carrier’s reported figures per trade lane, following the GLEC framework.',
        '<h2>Include the trucks</h2>',
        'First and last mile by road are often a fifth of the total. Every leg of the shipment is counted, from the factory gate to your warehouse.',
      ],
      [
        '<h2>从航线出发，而不是平均值</h2>',
        '海运的平均排放数字掩盖了高效与低效航线之间三倍的差距。我们按照GLEC框架，采用承运人按航线报告的数据。',
        '<h2>把卡车也算进去</h2>',
        '首尾程公路运输往往占总排放的五分之一。我们计算货物从工厂门口到您仓库的每一段运输。',
      ],
    ],
    images: [{ drawing: 'leaf', accent: '#0f7c73', alt: ['A green leaf', '一片绿叶'] }],
  },
  {
    kind: 'blog',
    slug: 'reading-a-freight-quotation',
    publishedAt: '2026-05-05T08:00:00Z',
    title: ['Reading a freight quotation line by line', '逐行读懂一份运费报价'],
    summary: [
      'Ocean freight, BAF, THC, documentation, customs and delivery: what each line of a quotation pays for.',
      '海运费、燃油附加费、码头操作费、文件费、报关费和派送费：报价中每一项都在为什么付费。',
    ],
    body: [
      [
        'A quotation is only comparable with another if both cover the same stretch of the journey. Check the incoterm first, then the places of receipt and delivery.',
        '<ul><li>Ocean freight and bunker surcharge are set by the carrier and change monthly.</li><li>Terminal handling is charged at each end by the terminal.</li><li>Documentation and customs fees are ours and fixed per shipment.</li></ul>',
      ],
      [
        '只有覆盖相同运输区段的报价才有可比性。先看贸易术语，再看收货地和交货地。',
        '<ul><li>海运费和燃油附加费由承运人制定，每月调整。</li><li>码头操作费由两端码头分别收取。</li><li>文件费和报关费由我们按票固定收取。</li></ul>',
      ],
    ],
    images: [{ drawing: 'chart', accent: '#0b3954', alt: ['A bar chart of charges', '费用柱状图'] }],
  },
  {
    kind: 'blog',
    slug: 'why-forecasts-matter-in-peak',
    publishedAt: '2026-07-14T08:00:00Z',
    title: ['Why a weekly forecast gets your cargo on the ship', '为什么每周预报能让您的货顺利上船'],
    summary: [
      'Carriers give space to forwarders who fill it. Your forecast is how we hold space for you weeks before you book.',
      '承运人把舱位给能装满的货代。您的预报，让我们能在您订舱前数周就为您留出舱位。',
    ],
    body: [
      [
        'Our allocations are agreed per week and per lane. When a customer forecasts, we can place their volume against the allocation before the carrier releases unused space.',
        'Forecasts do not need to be exact: a range of containers per week, updated each Friday, is enough.',
      ],
      [
        '我们的舱位按周、按航线与承运人约定。客户提供预报后，我们能在承运人回收未用舱位前，把货量排进协议舱位。',
        '预报不必精确：每周一个箱量范围、每周五更新一次即可。',
      ],
    ],
    images: [{ drawing: 'calendar', accent: '#1f5f99', alt: ['A weekly planning calendar', '每周计划日历'] }],
  },
  {
    kind: 'blog',
    slug: 'packing-oversized-parcels',
    publishedAt: '2026-08-25T08:00:00Z',
    title: ['Packing oversized parcels for a 30-day journey', '大件包裹的包装要领：经得起30天旅程'],
    summary: [
      'Double-wall cartons, corner protection and a weight under 30 kg per box: what keeps furniture and appliances intact to the fulfilment centre.',
      '双瓦楞纸箱、护角、单箱30公斤以内：让家具和家电完好抵达海外仓的关键。',
    ],
    body: [
      [
        'A parcel is handled ten to fifteen times between your factory and the fulfilment centre. Boxes over 30 kg are refused by most centres and need two people to lift.',
        'Label each box on two sides, keep the box count on the label (1 of 3, 2 of 3) and photograph the packed goods before sealing.',
      ],
      [
        '包裹从工厂到海外仓要经手十到十五次。超过30公斤的箱子多数海外仓拒收，而且需要两人搬运。',
        '每箱两面贴标，标签注明箱号（如1/3、2/3），封箱前拍照留存。',
      ],
    ],
    images: [{ drawing: 'parcel', accent: '#e0662b', alt: ['A well-packed box', '包装完好的纸箱'] }],
  },
  {
    kind: 'blog',
    slug: 'shore-power-and-cleaner-ports',
    publishedAt: '2026-10-13T08:00:00Z',
    title: ['Shore power and cleaner ports: what changes for shippers', '岸电与绿色港口：对货主意味着什么'],
    summary: [
      'More terminals in China, Europe and California now require ships to plug in at berth. The effect on schedules and surcharges is small; on air quality, large.',
      '越来越多中国、欧洲和加州码头要求船舶靠泊时使用岸电。对船期和附加费影响很小，对空气质量影响很大。',
    ],
    body: [
      [
        'A container ship at berth runs its auxiliary engines for a day or more. Shore power replaces them with electricity from the grid.',
        'Carriers have so far absorbed the cost on most lanes. We report the share of your shipments handled at shore-powered berths in the sustainability report.',
      ],
      [
        '集装箱船靠泊期间辅机要运转一天甚至更久，岸电用电网供电取而代之。',
        '目前大多数航线上承运人自行消化了这部分成本。我们会在可持续发展报告中列出您的货物在岸电泊位作业的比例。',
      ],
    ],
    images: [
      { drawing: 'leaf', accent: '#1f5f99', alt: ['A leaf for cleaner ports', '象征绿色港口的树叶'] },
      { drawing: 'ship', accent: '#0f7c73', alt: ['A ship connected at berth', '靠泊接电的船舶'] },
    ],
  },
  {
    kind: 'blog',
    slug: 'a-day-at-the-ningbo-warehouse',
    publishedAt: '2026-11-10T08:00:00Z',
    title: ['A day at our Ningbo warehouse', '宁波仓库的一天'],
    summary: [
      'From the first truck at seven to the last container sealed at ten at night: how 400 cartons become one consolidated container.',
      '从早上七点第一辆卡车进场，到晚上十点最后一个集装箱封箱：400个纸箱如何拼成一个集装箱。',
    ],
    body: [
      [
        'Every carton is scanned, weighed and measured on arrival; discrepancies against the booking are reported to the shipper before noon.',
        'Loading plans are made in the afternoon so heavy cartons sit at the bottom and each consignee’s cargo is kept together for a quick devanning at destination.',
      ],
      [
        '每个纸箱进仓时都会扫描、称重和量尺寸；与订舱不符的情况会在中午前通知发货人。',
        '下午制定装箱方案：重货在下，同一收货人的货物集中摆放，便于目的港快速拆箱。',
      ],
    ],
    images: [{ drawing: 'warehouse', accent: '#0b3954', alt: ['Our Ningbo warehouse', '我们的宁波仓库'] }],
  },
];

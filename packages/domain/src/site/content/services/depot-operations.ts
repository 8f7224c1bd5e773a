import type { ContentPage } from '../types';

const page: ContentPage = {
  path: '/supply-chain/depot-operations',
  group: 'supplyChain',
  icon: 'depot',
  title: { en_us: 'Container depot operations', zh_cn: '集装箱堆场作业' },
  description: {
    en_us:
      'Container storage, gate in and out, inspection, maintenance and repair, reefer pre-trip inspection and cleaning at six depots near the main ports.',
    zh_cn: '在六个临港堆场提供集装箱堆存、进出场、检验、修箱、冷箱 PTI 及洗箱服务。',
  },
  heading: { en_us: 'Depot operations', zh_cn: '堆场作业' },
  lead: {
    en_us:
      'Shipping lines, leasing companies and shippers with their own containers use our depots in Shanghai, Ningbo, Shenzhen, Singapore, Los Angeles and Rotterdam to store, inspect and repair containers and release them in cargo-worthy condition.',
    zh_cn:
      '船公司、租箱公司以及自有箱货主在我们位于上海、宁波、深圳、新加坡、洛杉矶和鹿特丹的堆场存放、检验和修理集装箱，并以适货状态放箱。',
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      heading: { en_us: 'Depot services', zh_cn: '堆场服务' },
      cards: [
        {
          icon: 'depot',
          title: { en_us: 'Storage and gate', zh_cn: '堆存与进出场' },
          text: {
            en_us:
              'Empty and laden storage, gate in and out around the clock, with an equipment interchange receipt (EIR) and photos for every move.',
            zh_cn: '空箱与重箱堆存，24 小时进出场，每次进出都有设备交接单（EIR）和照片记录。',
          },
        },
        {
          icon: 'control',
          title: { en_us: 'Maintenance and repair (M&R)', zh_cn: '修箱（M&R）' },
          text: {
            en_us:
              'Damage surveyed to IICL standards, estimates sent to the owner in CEDEX codes, repairs done after approval: panels, floors, door gear, corner castings.',
            zh_cn: '按 IICL 标准验残，以 CEDEX 代码向箱主报送估价单，获批后修理：箱板、地板、箱门部件和角件。',
          },
        },
        {
          icon: 'leaf',
          title: { en_us: 'Reefer PTI and monitoring', zh_cn: '冷箱 PTI 与监控' },
          text: {
            en_us:
              'Pre-trip inspection of the refrigeration unit to the manufacturer’s procedure, pre-cooling, and powered plugs with temperatures checked every four hours.',
            zh_cn: '按制造商规程对冷机进行预检（PTI）及预冷，堆场配有供电插座，每四小时检查一次温度。',
          },
        },
        {
          icon: 'shield',
          title: { en_us: 'Cleaning and survey', zh_cn: '洗箱与检验' },
          text: {
            en_us:
              'Sweeping, washing and food-grade cleaning, odour removal, CSC plate checks and on-hire/off-hire surveys for leasing companies.',
            zh_cn: '清扫、水洗及食品级清洗、除味，CSC 铭牌检查，以及租箱公司的起租/退租检验。',
          },
        },
      ],
    },
    {
      kind: 'table',
      id: 'depots',
      heading: { en_us: 'Our depots', zh_cn: '我们的堆场' },
      columns: [
        { en_us: 'Depot', zh_cn: '堆场' },
        { en_us: 'Ground slots', zh_cn: '箱位' },
        { en_us: 'Reefer plugs', zh_cn: '冷箱插座' },
        { en_us: 'Distance to terminal', zh_cn: '距码头' },
      ],
      rows: [
        [{ en_us: 'Shanghai Waigaoqiao', zh_cn: '上海外高桥' }, '3,200 TEU', '240', '6 km'],
        [{ en_us: 'Ningbo Beilun', zh_cn: '宁波北仑' }, '2,600 TEU', '180', '4 km'],
        [{ en_us: 'Shenzhen Yantian', zh_cn: '深圳盐田' }, '1,900 TEU', '120', '5 km'],
        [{ en_us: 'Singapore Pasir Panjang', zh_cn: '新加坡巴西班让' }, '1,400 TEU', '160', '3 km'],
        [{ en_us: 'Los Angeles Wilmington', zh_cn: '洛杉矶威尔明顿' }, '1,700 TEU', '90', '5 km'],
        [{ en_us: 'Rotterdam Maasvlakte', zh_cn: '鹿特丹马斯弗拉克特' }, '1,500 TEU', '200', '7 km'],
      ],
    },
    {
      kind: 'steps',
      id: 'repair-cycle',
      heading: { en_us: 'From gate in to cargo-worthy', zh_cn: '从进场到适货' },
      steps: [
        {
          title: { en_us: 'Gate in and survey', zh_cn: '进场验箱' },
          text: {
            en_us:
              'The container is inspected at the gate, damage photographed and the EIR sent to the owner electronically.',
            zh_cn: '集装箱在闸口检验，拍照记录残损，设备交接单以电子方式发送给箱主。',
          },
        },
        {
          title: { en_us: 'Estimate and approval', zh_cn: '估价与批复' },
          text: {
            en_us:
              'An estimate of repair cost in CEDEX codes follows within 24 hours; owners approve it through EDI or the portal.',
            zh_cn: '24 小时内出具 CEDEX 代码的修理估价单，箱主可通过 EDI 或门户批复。',
          },
        },
        {
          title: { en_us: 'Repair and cleaning', zh_cn: '修理与清洗' },
          text: {
            en_us:
              'Approved repairs are usually finished within three working days, followed by cleaning to the grade requested.',
            zh_cn: '批复后的修理通常在三个工作日内完成，随后按要求的等级清洗。',
          },
        },
        {
          title: { en_us: 'Available for release', zh_cn: '可供放箱' },
          text: {
            en_us:
              'The container is marked available and released against the owner’s booking reference; every status change is reported by EDI (CODECO).',
            zh_cn: '集装箱标记为可用，凭箱主的订舱号放箱；每次状态变化都通过 EDI（CODECO 报文）上报。',
          },
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions from container owners', zh_cn: '箱主常见问题' },
      entries: [
        {
          question: { en_us: 'Do you exchange EDI with our system?', zh_cn: '可以与我们的系统交换 EDI 吗？' },
          answer: {
            en_us:
              'Yes: gate moves as CODECO, repair estimates as DESTIM, and stock reports daily. Owners without EDI use the portal.',
            zh_cn:
              '可以：进出场动态使用 CODECO 报文，修箱估价使用 DESTIM 报文，每日发送堆存报告。没有 EDI 的箱主可使用门户。',
          },
        },
        {
          question: { en_us: 'How are storage days charged?', zh_cn: '堆存费如何计算？' },
          answer: {
            en_us:
              'Per container per day after the free days agreed with the owner, counted from gate in to gate out; the portal shows the running total per container.',
            zh_cn: '超出与箱主约定的免费天数后，按每箱每天计费，自进场起算至出场止；门户中可看到每个箱子的累计费用。',
          },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      heading: { en_us: 'Need depot space near a port?', zh_cn: '需要临港堆场？' },
      text: {
        en_us:
          'Tell us the port, the container types and the volume per month; we send a tariff within two working days.',
        zh_cn: '告诉我们港口、箱型和每月箱量，两个工作日内发送收费标准。',
      },
      action: { en_us: 'Contact the depot team', zh_cn: '联系堆场团队' },
      href: '/contact',
    },
  ],
};

export default page;

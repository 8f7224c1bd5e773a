import type { AreaPart } from '../../engine/area';
import { definePage } from '../../engine/declare';
import type { AreaCatalog } from '../../i18n/catalog';
import { WORKBENCH_ROLES } from './sections';

const workbenchCatalog: AreaCatalog = {
  en_us: {
    opsWorkbench: {
      help: 'What waits for you in your branches: open a row to work on it, or a list to see all of it.',
      empty: 'Nothing waiting',
      openList: 'Open the list ({count})',
      due: 'Due',
      missing: '{count} missing: {items}',
      // Between the missing items, which may hold commas of their own.
      itemSeparator: '; ',
      sections: {
        bookingsToConfirm: 'Bookings to confirm',
        checklistMissing: 'Bookings missing checklist items',
        vgmMissed: 'VGM not filed before the cut-off',
        consolesWithoutMawb: 'Consoles without a master bill (MAWB or MBL)',
        containersAtLfd: 'Containers at their last free day',
      },
    },
  },
  zh_cn: {
    opsWorkbench: {
      help: '您所在分公司待处理的事项：点击一行进入处理，或打开列表查看全部。',
      empty: '暂无待办',
      openList: '打开列表（{count}）',
      due: '截止',
      missing: '缺 {count} 项：{items}',
      itemSeparator: '；',
      sections: {
        bookingsToConfirm: '待确认订舱',
        checklistMissing: '检查项未完成的订舱',
        vgmMissed: '截止前未申报 VGM',
        consolesWithoutMawb: '无主单（MAWB 或 MBL）的集运单',
        containersAtLfd: '临近最后免费日的集装箱',
      },
    },
  },
};

/** The operations user's work list: what waits, across bookings, cargo, consoles and containers. */
export const WORKBENCH: AreaPart = {
  pages: [
    definePage({
      url: 'workBench',
      group: 'bookings',
      screen: 'custom',
      title: { en_us: 'Work bench', zh_cn: '工作台' },
      roles: WORKBENCH_ROLES,
    }),
  ],
  catalogs: [workbenchCatalog],
};

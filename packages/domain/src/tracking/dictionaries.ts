import { type DictionaryDef, dictionary } from '../engine/dictionaries';
import { QUICK_FILTERS } from './desk/quick-filters';

/** The enumerations the tracking area owns, with their labels in both languages. */
export const TRACKING_DICTIONARIES = {
  quick_filter: dictionary(QUICK_FILTERS, {
    en_us: {
      name: 'Quick filter',
      values: {
        week5: '5 weeks',
        week7: '7 weeks',
        pending_do_10d: 'Pending DO dispatch, 10 days',
        pending_do_21d: 'Pending DO dispatch, 21 days',
        lfd: 'Last free day (LFD)',
      },
    },
    zh_cn: {
      name: '快捷筛选',
      values: {
        week5: '5 周',
        week7: '7 周',
        pending_do_10d: '待派送提货单（10 天）',
        pending_do_21d: '待派送提货单（21 天）',
        lfd: '最后免费日（LFD）',
      },
    },
  }),
  import_state: dictionary(['not_imported', 'imported', 'running', 'done'], {
    en_us: {
      name: 'Import state',
      values: {
        not_imported: 'Not imported',
        imported: 'Imported',
        running: 'Running',
        done: 'Done',
      },
    },
    zh_cn: {
      name: '导入状态',
      values: {
        not_imported: '未导入',
        imported: '已导入',
        running: '运行中',
        done: '已完成',
      },
    },
  }),
  upload_state: dictionary(['running', 'done', 'error'], {
    en_us: {
      name: 'Upload state',
      values: {
        running: 'Running',
        done: 'Done',
        error: 'Error',
      },
    },
    zh_cn: {
      name: '上传状态',
      values: {
        running: '运行中',
        done: '已完成',
        error: '出错',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

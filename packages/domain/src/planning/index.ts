import { type AreaDef, enumerationArea } from '../engine/area';
import { type DictionaryDef, dictionary } from '../engine/dictionaries';

/**
 * The enumerations the planning area owns, with their labels in both languages: the states of tasks
 * (task) and of space allocation blocks.
 */
const DICTIONARIES = {
  task_state: dictionary(['unacknowledged', 'in_progress', 'delayed', 'finished'], {
    en_us: {
      name: 'Task state',
      values: {
        unacknowledged: 'Unacknowledged',
        in_progress: 'In progress',
        delayed: 'Delayed',
        finished: 'Finished',
      },
    },
    zh_cn: {
      name: '任务状态',
      values: {
        unacknowledged: '未确认',
        in_progress: '进行中',
        delayed: '已延期',
        finished: '已完成',
      },
    },
  }),
  task_filter: dictionary(['all', 'waiting_to_accept', 'in_progress', 'abnormal', 'finished'], {
    en_us: {
      name: 'Task filter',
      values: {
        all: 'All',
        waiting_to_accept: 'Waiting to accept',
        in_progress: 'In progress',
        abnormal: 'Abnormal',
        finished: 'Finished',
      },
    },
    zh_cn: {
      name: '任务筛选',
      values: {
        all: '全部',
        waiting_to_accept: '待接受',
        in_progress: '进行中',
        abnormal: '异常',
        finished: '已完成',
      },
    },
  }),
  allocation_block_status: dictionary(['pending_planning', 'pending_sr', 'sr_decrease'], {
    en_us: {
      name: 'Allocation block status',
      values: {
        pending_planning: 'Pending planning',
        pending_sr: 'Pending SR',
        sr_decrease: 'S/R decrease',
      },
    },
    zh_cn: {
      name: '舱位分配状态',
      values: {
        pending_planning: '待计划',
        pending_sr: '待 SR 确认',
        sr_decrease: 'S/R 减少',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

/** Its pages land with the area's own issue; its enumerations are dictionaries already. */
export const PLANNING_AREA: AreaDef = enumerationArea('planning', DICTIONARIES);

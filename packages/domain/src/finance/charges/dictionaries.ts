import { dictionary } from '../../engine/dictionaries';
import { CHARGE_LINE_STATUSES, CHARGE_SIDES, CHARGE_SOURCES, PROFIT_STATES } from '../statuses';

/** The enumerations of charge sheets, with their labels in both languages. */
export const CHARGE_DICTIONARIES = {
  charge_side: dictionary(CHARGE_SIDES, {
    en_us: { name: 'Charge side', values: { revenue: 'Revenue', cost: 'Cost' } },
    zh_cn: { name: '收付方向', values: { revenue: '应收', cost: '应付' } },
  }),
  charge_line_status: dictionary(CHARGE_LINE_STATUSES, {
    en_us: {
      name: 'Charge line status',
      values: {
        draft: 'Draft',
        submitted: 'Submitted',
        reviewed: 'Reviewed',
        locked: 'Locked',
        rejected: 'Rejected',
        unlock_requested: 'Unlock requested',
      },
    },
    zh_cn: {
      name: '费用行状态',
      values: {
        draft: '草稿',
        submitted: '已提交',
        reviewed: '已审核',
        locked: '已锁定',
        rejected: '已驳回',
        unlock_requested: '已申请解锁',
      },
    },
  }),
  charge_source: dictionary(CHARGE_SOURCES, {
    en_us: { name: 'Charge source', values: { quotation: 'Quotation', cost_rate: 'Cost rate', manual: 'Entered' } },
    zh_cn: { name: '费用来源', values: { quotation: '报价', cost_rate: '成本费率', manual: '手工录入' } },
  }),
  profit_state: dictionary(PROFIT_STATES, {
    en_us: {
      name: 'Profit state',
      values: { open: 'Open', locked: 'Locked', unlocked: 'Unlocked', amended: 'Amended after unlock' },
    },
    zh_cn: {
      name: '利润状态',
      values: { open: '未锁定', locked: '已锁定', unlocked: '已解锁', amended: '解锁后已修改' },
    },
  }),
};

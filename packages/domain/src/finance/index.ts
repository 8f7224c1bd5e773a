import { type AreaDef, areaOf } from '../engine/area';
import { codes, type DictionaryDef, dictionary } from '../engine/dictionaries';
import { BILLING } from './billing';
import { CHARGES } from './charges';
import { CLAIMS } from './claims';
import { INVOICES } from './invoices';
import { PROFIT } from './profit';
import { RATES } from './rates';
import { INVOICE_REVIEW, PEEL_OFF_STATES, UPDATE_TO_CW } from './statuses';
import { SUBMIT } from './submit';
import { VIEWS } from './views';

/** The billing checks' reasons, the customs charge codes and the parcel weight bands. */
export { BILLING_CHECK_REASONS, CUSTOMS_CHARGE_CODES, PARCEL_WEIGHT_BANDS } from './billing';
/** Charge sheet rules (figures, markers, the SR rule, the amended freight total, profit). */
export * from './charges';
export * from './claims';
export * from './convert';
export * from './currencies';
/** Loss applications, profit shares and their rules, tax ids, the work list. */
export * from './profit';
export { EXCHANGE_RATE_SOURCES, exchangeRateResource } from './rates';
export * from './statuses';
export * from './submit';
export * from './views';

/**
 * The enumerations the finance area owns, with their labels in both languages: the shipment's billing
 * side the tracking desk filters on (update to CargoWise, invoice review, peel-off invoice) and the
 * states of charge sheets, profit locks and loss applications.
 */
const DICTIONARIES = {
  update_to_cw_status: dictionary(codes(UPDATE_TO_CW), {
    en_us: {
      name: 'Update to CW status',
      values: {
        '-1': 'Error',
        '0': 'Cancelled',
        '1': 'Updating',
        '2': 'Success',
        '3': 'Not Update To CW',
      },
    },
    zh_cn: {
      name: '同步至 CW 状态',
      values: {
        '-1': '错误',
        '0': '已取消',
        '1': '更新中',
        '2': '成功',
        '3': '不更新到 CW',
      },
    },
  }),
  invoice_review_status: dictionary(codes(INVOICE_REVIEW), {
    en_us: {
      name: 'Invoice review status',
      values: {
        '0': 'No Change',
        '1': 'Pending',
        '2': 'Submit',
        '3': 'Question',
        '4': 'Approve',
        '5': 'Submit After Post',
      },
    },
    zh_cn: {
      name: '发票审核状态',
      values: {
        '0': '无变更',
        '1': '待处理',
        '2': '已提交',
        '3': '有疑问',
        '4': '已批准',
        '5': '过账后提交',
      },
    },
  }),
  peel_off_status: dictionary(PEEL_OFF_STATES, {
    en_us: {
      name: 'Peel-off status',
      values: {
        processing: 'Processing',
        completed: 'Completed',
        uncompleted: 'Uncompleted',
      },
    },
    zh_cn: {
      name: 'Peel-off 提柜状态',
      values: {
        processing: '处理中',
        completed: '已完成',
        uncompleted: '未完成',
      },
    },
  }),
  generic_record_state: dictionary(['added', 'submitted', 'checked', 'rejected', 'pending_check'], {
    en_us: {
      name: 'Record state',
      values: {
        added: 'Added',
        submitted: 'Submitted',
        checked: 'Checked',
        rejected: 'Rejected',
        pending_check: 'Pending Check',
      },
    },
    zh_cn: {
      name: '记录状态',
      values: {
        added: '已添加',
        submitted: '已提交',
        checked: '已审核',
        rejected: '已驳回',
        pending_check: '待审核',
      },
    },
  }),
  lock_state: dictionary(['unlock_requested', 'locked', 'rejected'], {
    en_us: {
      name: 'Lock state',
      values: {
        unlock_requested: 'Unlock requested',
        locked: 'Locked',
        rejected: 'Rejected',
      },
    },
    zh_cn: {
      name: '锁定状态',
      values: {
        unlock_requested: '已申请解锁',
        locked: '已锁定',
        rejected: '已驳回',
      },
    },
  }),
  profit_lock_state: dictionary(['locked', 'unlocked', 'amended_after_unlock'], {
    en_us: {
      name: 'Profit lock state',
      values: {
        locked: 'Locked',
        unlocked: 'Unlocked',
        amended_after_unlock: 'Amended after unlock',
      },
    },
    zh_cn: {
      name: '利润锁定状态',
      values: {
        locked: '已锁定',
        unlocked: '已解锁',
        amended_after_unlock: '解锁后已修改',
      },
    },
  }),
  loss_application_state: dictionary(['applied', 'approved', 'rejected'], {
    en_us: {
      name: 'Loss application state',
      values: {
        applied: 'Applied',
        approved: 'Approved',
        rejected: 'Rejected',
      },
    },
    zh_cn: {
      name: '亏损申请状态',
      values: {
        applied: '已申请',
        approved: '已批准',
        rejected: '已驳回',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

/**
 * Finance: the daily exchange rates (CurrencyConfig), charge sheets with their markers and review
 * queue, the cost rates lines are filled from, profit per shipment with its loss applications and
 * shares, the invoices, debit notes, payments and DATEV export issued from reviewed revenue lines,
 * the submissions of reviewed lines to CargoWise, claims settled onto the charge sheets, the billing
 * checks and summaries over them, parties' tax ids and the finance work list. Each part is a folder
 * of its own; the area's shared enumerations come first.
 */
export const FINANCE_AREA: AreaDef = areaOf('finance', [
  { dictionaries: DICTIONARIES },
  RATES,
  CHARGES,
  INVOICES,
  VIEWS,
  SUBMIT,
  CLAIMS,
  BILLING,
  PROFIT,
]);

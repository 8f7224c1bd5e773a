import type { AreaCatalog } from '../../i18n/catalog';

/** Wording of the submissions to CargoWise: the child list, the document, refusals and the screen. */
export const submitCatalog: AreaCatalog = {
  en_us: {
    finance: {
      submit: {
        relations: { lines: 'Charge lines sent' },
        download: { document: 'CargoWise document (XML)' },
        errors: {
          reversal:
            'Reverse data cannot be submitted to CW: {lines}. Correct the charge in CargoWise, or submit the other lines without it',
          nothingToSubmit: 'This shipment has no reviewed or locked charge lines waiting to be submitted to CW',
          lineNotEligible: 'Only reviewed or locked lines of this shipment that are in no other submission can be sent',
          shipmentNotFound: 'Shipment {shipmentNo} does not exist or is not in your branches',
          noDocument: 'This submission has no CargoWise document yet',
        },
        screen: {
          submitTitle: 'Submit a shipment to CW',
          submitHelp:
            'Sends every reviewed or locked charge line of the shipment that is in no other submission to CargoWise as one batch.',
          shipmentNo: 'Shipment number',
          submitted: 'Submission {submissionNo} recorded',
        },
      },
    },
  },
  zh_cn: {
    finance: {
      submit: {
        relations: { lines: '已提交的费用行' },
        download: { document: 'CargoWise 文件（XML）' },
        errors: {
          reversal: '冲销数据不能提交至 CW：{lines}。请在 CargoWise 中更正该费用，或不含该行提交其他费用行',
          nothingToSubmit: '该运单没有待提交至 CW 的已审核或已锁定费用行',
          lineNotEligible: '只能提交本运单中已审核或已锁定、且不在其他提交中的费用行',
          shipmentNotFound: '运单 {shipmentNo} 不存在或不在您的分公司范围内',
          noDocument: '该提交尚无 CargoWise 文件',
        },
        screen: {
          submitTitle: '提交运单至 CW',
          submitHelp: '将该运单中所有已审核或已锁定、且不在其他提交中的费用行作为一批提交至 CargoWise。',
          shipmentNo: '运单号',
          submitted: '已记录提交 {submissionNo}',
        },
      },
    },
  },
};

import type { AreaCatalog } from '../../i18n/catalog';

/** Wording of claims: the settlements list, refusals and the screen's dialogs. */
export const claimsCatalog: AreaCatalog = {
  en_us: {
    finance: {
      claims: {
        relations: { settlements: 'Settlements' },
        errors: {
          amountPositive: 'The amount must be more than zero',
          shipmentNotFound: 'Shipment {shipmentNo} does not exist or is not in your branches',
          shipmentUnknown: 'This shipment does not exist or is not in your branches',
          noBranch: 'Link the claim to a shipment of your branches',
          notEditable: 'A settled or rejected claim can no longer be changed',
          notSettleable: 'Only an accepted or partially settled claim can be settled',
          notRejectable: 'Only a submitted or accepted claim can be rejected',
          overSettled: 'The settlement is more than the {open} {currency} still open on this claim',
          needsShipment:
            'Link the claim to its shipment before settling it: the settlement is booked on its charge sheet',
          needsParty: 'Name the party before settling: the charge line needs its debtor or creditor',
          reasonRequired: 'Give the reason for rejecting the claim',
          partyNotFound: 'This party does not exist',
        },
        screen: {
          settleTitle: 'Record a settlement',
          settleHelp:
            '{open} {currency} is still open. The settlement is booked as a charge line on the shipment’s charge sheet.',
          amount: 'Amount',
          settledOn: 'Settled on',
          settled: 'Settlement recorded on charge line {chargeLineId}',
          rejectTitle: 'Reject the claim',
          rejectReason: 'Reason',
          rejected: 'Claim rejected',
        },
        line: 'Claim {claimNo} settlement',
      },
    },
  },
  zh_cn: {
    finance: {
      claims: {
        relations: { settlements: '结算记录' },
        errors: {
          amountPositive: '金额必须大于零',
          shipmentNotFound: '运单 {shipmentNo} 不存在或不在您的分公司范围内',
          shipmentUnknown: '该运单不存在或不在您的分公司范围内',
          noBranch: '请将索赔关联到您分公司的运单',
          notEditable: '已结算或已驳回的索赔不能再修改',
          notSettleable: '只有已受理或部分结算的索赔可以结算',
          notRejectable: '只有已提交或已受理的索赔可以驳回',
          overSettled: '结算金额超过该索赔尚未结算的 {open} {currency}',
          needsShipment: '结算前请先关联运单：结算金额将记入该运单的费用单',
          needsParty: '结算前请填写相对方：费用行需要应收方或应付方',
          reasonRequired: '请填写驳回原因',
          partyNotFound: '该相对方不存在',
        },
        screen: {
          settleTitle: '登记结算',
          settleHelp: '尚有 {open} {currency} 未结算。结算金额将作为费用行记入该运单的费用单。',
          amount: '金额',
          settledOn: '结算日期',
          settled: '已登记结算，费用行 {chargeLineId}',
          rejectTitle: '驳回索赔',
          rejectReason: '原因',
          rejected: '索赔已驳回',
        },
        line: '索赔 {claimNo} 结算',
      },
    },
  },
};

import type { AreaCatalog } from '../../i18n/catalog';

/** Wording of compliance statements: refusals, the queues' dialogs and the booking's warning. */
export const complianceCatalog: AreaCatalog = {
  en_us: {
    customs: {
      compliance: {
        relations: { statements: 'Compliance statements' },
        errors: {
          companyUnknown: 'Choose a customer of your branches',
          notEditable: 'Only a draft or a rejected statement can be changed',
          notSubmitted: 'Only a statement submitted for approval can be approved or rejected',
          ownStatement: 'A statement is approved by a reviewer other than its author',
          reasonRequired: 'Give the reason for rejecting the statement',
          notApproved: 'Only an approved statement can be signed',
          notInForce: 'The statement is not in force today: check its validity dates',
          validUntil: 'Valid until must not be before valid from',
          statementRequired: 'Write the statement in English or in Chinese',
          signatoryRequired: 'Enter the name and the title of the person signing',
        },
        screen: {
          approveHelp:
            'Statements submitted for approval. A reviewer other than the author approves, or rejects with the reason.',
          approve: 'Approve',
          approved: 'Statement approved',
          reject: 'Reject',
          rejectTitle: 'Reject the statement for {company}',
          reason: 'Reason',
          rejected: 'Statement rejected',
          sign: 'Sign',
          signTitle: 'Sign the statement for {company}',
          signHelp: 'By signing, you confirm the statement below on behalf of your company.',
          signatoryName: 'Name of the person signing',
          signatoryTitle: 'Title',
          signed: 'Statement signed',
        },
        warnings: {
          restricted_party:
            'No signed restricted-party screening declaration in force for {company}. The booking is confirmed; ask the customer to sign one in the portal.',
          dual_use:
            'The goods (HS {hsCode}) are dual-use sensitive and {company} has no signed dual-use goods statement in force. The booking is confirmed; ask the customer to sign one in the portal.',
        },
      },
    },
  },
  zh_cn: {
    customs: {
      compliance: {
        relations: { statements: '合规声明' },
        errors: {
          companyUnknown: '请选择您所属分公司的客户',
          notEditable: '只有草稿或已驳回的声明可以修改',
          notSubmitted: '只有已提交审批的声明可以批准或驳回',
          ownStatement: '声明须由作者以外的审核人批准',
          reasonRequired: '请填写驳回声明的原因',
          notApproved: '只有已批准的声明可以签署',
          notInForce: '该声明今日不在有效期内，请检查有效日期',
          validUntil: '有效期至不能早于生效日期',
          statementRequired: '请填写英文或中文声明内容',
          signatoryRequired: '请填写签署人姓名和职务',
        },
        screen: {
          approveHelp: '已提交审批的声明。由作者以外的审核人批准，或填写原因驳回。',
          approve: '批准',
          approved: '声明已批准',
          reject: '驳回',
          rejectTitle: '驳回 {company} 的声明',
          reason: '原因',
          rejected: '声明已驳回',
          sign: '签署',
          signTitle: '签署 {company} 的声明',
          signHelp: '签署即表示您代表贵公司确认以下声明。',
          signatoryName: '签署人姓名',
          signatoryTitle: '职务',
          signed: '声明已签署',
        },
        warnings: {
          restricted_party: '{company} 没有有效的已签署受限方筛查声明。订舱已确认，请客户在门户中签署。',
          dual_use:
            '货物（HS {hsCode}）属两用物项敏感类别，{company} 没有有效的已签署两用物项声明。订舱已确认，请客户在门户中签署。',
        },
      },
    },
  },
};

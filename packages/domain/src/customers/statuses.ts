/** SPEC §4 customer data status: a replaced customer points to its successor. */
export const CUSTOMER_DATA_STATUSES = ['valid', 'obsolete', 'replaced'] as const;
export type CustomerDataStatus = (typeof CUSTOMER_DATA_STATUSES)[number];

/** What an organisation code (tmOrgCode) is used for on documents. */
export const ORG_CODE_PURPOSES = ['shipper', 'consignee', 'notify', 'billing'] as const;
export type OrgCodePurpose = (typeof ORG_CODE_PURPOSES)[number];

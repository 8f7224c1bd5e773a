import type { AreaCatalog } from '../../i18n/catalog';

/** Wording of US filings: the shipment's ISF child list and refusals. */
export const filingsCatalog: AreaCatalog = {
  en_us: {
    customs: {
      filings: {
        relations: { isf: 'US filing (ISF 10+2 and AMS)' },
        actions: { isfCreate: 'Add ISF and AMS data', isfEdit: 'Edit ISF and AMS data' },
        errors: {
          importerNo:
            'Enter an IRS number (NN-NNNNNNN, optionally with its 2-character suffix), a CBP-assigned number (YYDDPP-NNNNN) or a social security number (NNN-NN-NNNN)',
          country: 'Choose a country by its ISO code, like CN',
          hts6: 'An HTS-6 has 6 digits, like 8471.30',
          htsUnknown: 'This HTS-6 is not in the Harmonized System table',
          amsBillNo: 'An AMS bill number has 4 to 16 letters or digits',
          notUsBound: 'ISF and AMS are filed only for FCL or LCL shipments discharging in the United States',
          shipmentUnknown: 'Shipment {shipmentNo} does not exist or is not in your branches',
          shipmentTaken: 'This shipment already has its ISF and AMS data',
          receivedAt: 'Give the time it was received, or clear "received"',
        },
      },
    },
  },
  zh_cn: {
    customs: {
      filings: {
        relations: { isf: '美国申报（ISF 10+2 与 AMS）' },
        actions: { isfCreate: '添加 ISF 与 AMS 数据', isfEdit: '编辑 ISF 与 AMS 数据' },
        errors: {
          importerNo:
            '请输入美国国税局编号（NN-NNNNNNN，可带两位后缀）、海关分配编号（YYDDPP-NNNNN）或社会安全号（NNN-NN-NNNN）',
          country: '请按 ISO 代码选择国家，例如 CN',
          hts6: 'HTS 六位编码为 6 位数字，例如 8471.30',
          htsUnknown: '该 HTS 六位编码不在协调制度编码表中',
          amsBillNo: 'AMS 提单号为 4 到 16 位字母或数字',
          notUsBound: 'ISF 与 AMS 仅适用于目的港在美国的整箱或拼箱运单',
          shipmentUnknown: '运单 {shipmentNo} 不存在或不在您的分公司范围内',
          shipmentTaken: '该运单已有 ISF 与 AMS 数据',
          receivedAt: '请填写接收时间，或取消“已收到”',
        },
      },
    },
  },
};

import type { AreaCatalog } from '../../i18n/catalog';

/** Wording of declarations: their child lists, refusals, the rejected banner and the rejection dialog. */
export const declarationsCatalog: AreaCatalog = {
  en_us: {
    customs: {
      declarations: {
        relations: { lines: 'Goods lines', results: 'Customs results' },
        actions: { addLine: 'Add line' },
        banners: {
          rejected: 'Rejected by customs',
          rejectedHelp: 'Correct the declaration and its lines, then submit it again.',
        },
        errors: {
          shipmentNotFound: 'Shipment {shipmentNo} does not exist or is not in your branches',
          shipmentUnknown: 'This shipment does not exist or is not in your branches',
          noDeclarant:
            "Enter the declarant code: neither the shipment's branch nor its controlling office has a customs configuration",
          noTradeMode: "Choose the trade mode: the shipment's branch has no default",
          portUnknown: 'This port is not a known UN/LOCODE',
          fixed: 'The shipment and direction of a declaration stay as it was created',
          notEditable: 'Only a draft or rejected declaration can be changed',
          notRejectable: 'Only a submitted or accepted declaration can be rejected',
          reasonRequired: 'Give the reason customs gave for the rejection',
          positive: 'Enter a number greater than 0',
          totalsMismatch:
            "The lines do not match the shipment's cargo: {packages} of {shipmentPackages} packages, {weight} of {shipmentWeight} kg (tolerance {tolerance} kg)",
          noLines: 'Add at least one line with a value before submitting',
          packagesMismatch: "The lines' packages must equal the shipment's",
          weightMismatch: "The lines' gross weight must be within 1 % (at least 1 kg) of the shipment's",
        },
        screen: {
          rejectTitle: 'Record a rejection by customs',
          rejectReason: 'Reason given by customs',
          rejected: 'Rejection recorded',
        },
      },
    },
  },
  zh_cn: {
    customs: {
      declarations: {
        relations: { lines: '商品项', results: '海关回执' },
        actions: { addLine: '新增商品项' },
        banners: {
          rejected: '海关已退单',
          rejectedHelp: '请修改报关单及其商品项后重新申报。',
        },
        errors: {
          shipmentNotFound: '运单 {shipmentNo} 不存在或不属于您的分公司',
          shipmentUnknown: '该运单不存在或不属于您的分公司',
          noDeclarant: '请填写申报单位海关编码：该运单所属分公司及其管理办事处均无关务配置',
          noTradeMode: '请选择监管方式：该运单所属分公司没有默认监管方式',
          portUnknown: '该港口不是已知的 UN/LOCODE',
          fixed: '报关单的运单及进出口类型以创建时为准，不可更改',
          notEditable: '只有草稿或已退单的报关单可以修改',
          notRejectable: '只有已申报或海关已接受的报关单可以登记退单',
          reasonRequired: '请填写海关给出的退单原因',
          positive: '请输入大于 0 的数字',
          totalsMismatch:
            '商品项与运单货物不一致：件数 {packages}／{shipmentPackages}，毛重 {weight}／{shipmentWeight} 千克（允许误差 {tolerance} 千克）',
          noLines: '申报前请至少添加一项有货值的商品',
          packagesMismatch: '商品项件数合计须与运单件数相同',
          weightMismatch: '商品项毛重合计与运单毛重的差异须在 1%（至少 1 千克）以内',
        },
        screen: {
          rejectTitle: '登记海关退单',
          rejectReason: '海关退单原因',
          rejected: '已登记退单',
        },
      },
    },
  },
};

import type { AreaCatalog } from '../../i18n/catalog';

/** The e-commerce part's words beyond its declarations: the child lists, the checklist and the refusals. */
export const ecommerceCatalog: AreaCatalog = {
  en_us: {
    customs: {
      ecommerce: {
        relations: { orders: 'Parcel orders', gaps: 'Missing before declaring' },
        actions: { addOrder: 'Add order' },
        checklist: {
          platform: 'Enter the e-commerce platform before declaring',
          sellerName: 'Enter the seller before declaring',
          buyerName: "Enter the buyer's name before declaring",
          destinationCountry: "Choose the buyer's country before declaring",
          waybillNo: 'Enter the logistics waybill or tracking number before declaring',
          goodsDescription: 'Describe the goods before declaring',
          hsCode: 'Enter the HS code before declaring',
          quantity: 'Enter a quantity above 0 before declaring',
          declaredValue: 'Enter a declared value above 0 before declaring',
          currency: 'Enter the currency of the declared value before declaring',
          grossWeight: 'Enter a gross weight above 0 before declaring',
        },
        errors: {
          incomplete: 'This order misses items of its checklist and cannot be declared yet',
          notEditable: 'A declared, released or rejected order no longer changes; reopen a rejected one to correct it',
          reasonRequired: 'Write the reason customs gave in the rejection reason before marking the order rejected',
          reasonOnlyDeclared: 'A rejection reason is written only on a declared order',
          batchUnknown: 'This batch is not one of your branches',
          batchTaken: 'This batch number is already used',
          orderTaken: 'This order number is already in the branch',
          branchOutOfScope: 'Choose one of your branches',
          shipmentUnknown: 'No shipment of your branches has this number',
          amount: 'Enter an amount above 0 with at most 2 decimals',
          quantity: 'Enter a whole number above 0',
          weight: 'Enter a weight above 0 with at most 3 decimals',
          currency: 'Enter an ISO 4217 currency code, like USD',
          deleteDraftOnly: 'Only a draft order can be deleted',
        },
      },
    },
  },
  zh_cn: {
    customs: {
      ecommerce: {
        relations: { orders: '包裹订单', gaps: '申报前缺失项' },
        actions: { addOrder: '新增订单' },
        checklist: {
          platform: '申报前请填写电商平台',
          sellerName: '申报前请填写卖家',
          buyerName: '申报前请填写买家姓名',
          destinationCountry: '申报前请选择买家国家',
          waybillNo: '申报前请填写物流运单号',
          goodsDescription: '申报前请填写商品名称',
          hsCode: '申报前请填写 HS 编码',
          quantity: '申报前请填写大于 0 的数量',
          declaredValue: '申报前请填写大于 0 的申报价值',
          currency: '申报前请填写申报币种',
          grossWeight: '申报前请填写大于 0 的毛重',
        },
        errors: {
          incomplete: '该订单申报要素不全，暂不能申报',
          notEditable: '已申报、已放行或已退单的订单不能再修改；退单的订单请先退回修改',
          reasonRequired: '标记退单前，请在退单原因中填写海关给出的原因',
          reasonOnlyDeclared: '仅已申报的订单可填写退单原因',
          batchUnknown: '该批次不属于您的分公司',
          batchTaken: '该批次号已被使用',
          orderTaken: '该分公司已有此订单号',
          branchOutOfScope: '请选择您所在的分公司',
          shipmentUnknown: '您的分公司没有此运单号',
          amount: '请输入大于 0、最多 2 位小数的金额',
          quantity: '请输入大于 0 的整数',
          weight: '请输入大于 0、最多 3 位小数的重量',
          currency: '请输入 ISO 4217 币种代码，例如 USD',
          deleteDraftOnly: '只能删除草稿状态的订单',
        },
      },
    },
  },
};

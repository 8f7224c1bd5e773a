import type { AreaCatalog } from '../../i18n/catalog';

/** Drayage wording shared by several pages: the order's child lists, their buttons, the rules' refusals. */
export const drayageCatalog: AreaCatalog = {
  en_us: {
    ops: {
      drayage: {
        relations: { appointments: 'Appointments', costs: 'Costs' },
        actions: { book: 'Book appointment', complete: 'Complete', addCost: 'Add cost', editCost: 'Edit' },
        containerNotFound: 'No container with this number on a shipment of your branches',
        containerHasOrder: 'This container already has an open drayage order',
        containerFixed: 'An order keeps its container: cancel it and make a new order for another one',
        orderClosed: 'This order is closed: it takes no more appointments or costs',
        firstIsOriginal: 'The first appointment is the original one: leave the reason empty or choose ORIGINAL APPT',
        reasonRequired: 'Changing an appointment needs the ISA change reason',
        reasonNotOriginal: 'A changed appointment needs another reason than ORIGINAL APPT',
        alreadyCompleted: 'This appointment has been completed and can no longer change',
        completePickupFirst: 'Complete the pickup first',
        completeDeliveryFirst: 'Complete the delivery first',
        orderNotFound: 'This drayage order does not exist or is not of your branches',
        orderCancelled: 'This order is cancelled: it takes no more costs',
        windowOrder: 'The window must end after it starts',
        amountPositive: 'Enter an amount above zero',
        pedimentoFormat:
          'Enter the 15-digit pedimento as YY AA PPPP NNNNNNN, the number starting with the year’s last digit',
        transloadPlaceRequired: 'Name the yard where the cargo is transloaded',
        currencyCrossBorder: 'An order into Mexico is billed in USD or MXN',
      },
    },
  },
  zh_cn: {
    ops: {
      drayage: {
        relations: { appointments: '预约', costs: '费用' },
        actions: { book: '预约', complete: '完成', addCost: '添加费用', editCost: '修改' },
        containerNotFound: '您所在分公司的运单中没有此柜号',
        containerHasOrder: '此集装箱已有未完成的拖车单',
        containerFixed: '拖车单的柜号不能更改：请取消后为其他集装箱新建拖车单',
        orderClosed: '此拖车单已关闭，不能再添加预约或费用',
        firstIsOriginal: '第一次预约为原始预约：原因请留空或选择 ORIGINAL APPT',
        reasonRequired: '变更预约须填写 ISA 变更原因',
        reasonNotOriginal: '变更预约的原因不能是 ORIGINAL APPT',
        alreadyCompleted: '此预约已完成，不能再变更',
        completePickupFirst: '请先完成提柜',
        completeDeliveryFirst: '请先完成送货',
        orderNotFound: '此拖车单不存在或不属于您的分公司',
        orderCancelled: '此拖车单已取消，不能再添加费用',
        windowOrder: '时间窗结束须晚于开始',
        amountPositive: '请输入大于零的金额',
        pedimentoFormat: '请按 YY AA PPPP NNNNNNN 输入 15 位报关单号，流水号首位须为年份末位',
        transloadPlaceRequired: '请填写换装场站',
        currencyCrossBorder: '墨西哥跨境订单以美元或墨西哥比索结算',
      },
    },
  },
};

import type { AreaCatalog } from '../../i18n/catalog';

/** Cost wording shared by several pages: child lists, buttons, the chart, help texts, refusals. */
export const costsCatalog: AreaCatalog = {
  en_us: {
    pricing: {
      costs: {
        relations: { quotationLines: 'Quoted charges', templateLines: 'Cost lines', inputs: 'What it came from' },
        actions: { addLine: 'Add charge', editLine: 'Edit' },
        chart: {
          margin: 'Average margin / box',
          target: 'Target margin',
          minimum: 'Minimum margin',
          sell: 'Sell all-in',
          cost: 'Cost all-in',
          weeks: 'Carrier-weeks compared',
        },
        help: {
          cwCostSummary:
            'Each shipment’s cost by charge and currency: its confirmed booking’s rates, its drayage costs (as delivery) and, for charges the booking did not agree, the carrier’s cost tariff in force at departure. A charge on the shipment’s latest imported cost sheet is its actual cost and replaces the others.',
          weightedCost:
            'Per lane, container type and month: each carrier’s cost tariff in force mid-month, weighted by the containers booked with it. Carriers without bookings count in the average and the lowest only.',
          epCost:
            'Export shipments of each branch (loading in the branch’s country) by lane and week of departure. USD costs are added up; costs in other currencies are listed beside them, since no exchange rate is applied.',
          dwPredictCost:
            'Expected cost per container for the coming four weeks: the average of the cost tariffs in force that week, blended with the lane’s past shipments of the last 26 weeks (USD costs). With n past shipments the history weighs n / (n + 4).',
          costTemplate:
            'Reusable cost lines. Apply one to an open booking: each line is priced for the booking’s containers, weight and volume and added to its rates.',
        },
        ui: {
          refresh: 'Recompute',
          refreshed: 'Recomputed: {rows} rows',
          apply: 'Apply to a booking',
          applyTitle: 'Apply a cost template to a booking',
          template: 'Template',
          bookingNo: 'Booking no.',
          applied: '{lines} cost lines added to booking {bookingNo}',
        },
        errors: {
          targetBoth: 'Fill in the target as an amount or as a percentage, not both',
          targetMissing: 'Fill in the target margin as an amount or as a percentage',
          percentRange: 'Enter a percentage above 0 and below 100',
          amountPositive: 'Enter an amount above zero',
          notNegative: 'Enter zero or more',
          minimumAboveTarget: 'The minimum margin cannot be above the target margin',
          isoWeek: 'Enter an ISO week as YYYY-Www, for example 2026-W48',
          weekOrder: 'The last week cannot come before the first',
          currency: 'Enter a three-letter currency code, for example USD',
          validityOrder: 'The end of validity cannot come before its start',
          containerUnit: 'A per-container charge needs a container type',
          settingOverlap: 'Another setting of this lane group and container type covers some of these weeks',
          localCostOverlap:
            'This charge already has a local cost for this port, equipment and currency in part of this period',
          noLocalCosts: 'No local costs of this branch are in force at this port for this equipment on the start date',
          quotationClosed: 'This quotation is no longer open: its charges cannot change',
          quotationExpired: 'The quotation’s validity has ended: mark it expired instead',
          templateNotFound: 'This cost template does not exist or is not of your branches',
          templateInactive: 'This cost template is not in use',
          templateEmpty: 'This cost template has no cost lines',
          bookingNotFound: 'No booking with this number in your branches',
          bookingClosed: 'Only an open booking takes new rates: this one is confirmed or cancelled',
          loadTypeMismatch: 'The template is for another load type than the booking',
          equipmentMismatch: 'The booking has no containers of the template’s type',
        },
      },
    },
  },
  zh_cn: {
    pricing: {
      costs: {
        relations: { quotationLines: '报价费用', templateLines: '成本明细', inputs: '预测依据' },
        actions: { addLine: '添加费用', editLine: '修改' },
        chart: {
          margin: '平均单箱利润',
          target: '目标利润',
          minimum: '最低利润',
          sell: '卖价合计',
          cost: '成本合计',
          weeks: '比较的承运人周数',
        },
        help: {
          cwCostSummary:
            '按费用和币种列出每票运单的成本：已确认订舱的费率、拖车费用（计为派送费），以及订舱未约定的费用按开船时有效的承运人成本运价计算。最近一次导入的成本表所列费用为实际成本，取代其他来源。',
          weightedCost:
            '按航线、箱型和月份：各承运人月中有效的成本运价，以该承运人的订舱箱量加权。没有订舱的承运人只计入平均值和最低值。',
          epCost:
            '各分公司的出口运单（起运港在分公司所在国家），按航线和开船周汇总。美元成本直接相加，其他币种单独列出，不做汇率换算。',
          dwPredictCost:
            '未来四周的预计单箱成本：当周有效成本运价的平均值，与该航线最近 26 周历史运单的成本（美元）加权。历史运单为 n 票时，历史权重为 n / (n + 4)。',
          costTemplate: '可重复使用的成本明细。应用到未确认的订舱时，每行按订舱的箱量、重量和体积计价后加入订舱费率。',
        },
        ui: {
          refresh: '重新计算',
          refreshed: '已重新计算：{rows} 行',
          apply: '应用到订舱',
          applyTitle: '将成本模板应用到订舱',
          template: '模板',
          bookingNo: '订舱号',
          applied: '已向订舱 {bookingNo} 添加 {lines} 条成本明细',
        },
        errors: {
          targetBoth: '目标利润只能填写金额或百分比其中一项',
          targetMissing: '请填写目标利润金额或百分比',
          percentRange: '请输入大于 0 且小于 100 的百分比',
          amountPositive: '请输入大于零的金额',
          notNegative: '请输入零或以上的数值',
          minimumAboveTarget: '最低利润不能高于目标利润',
          isoWeek: '请按 YYYY-Www 格式输入 ISO 周次，例如 2026-W48',
          weekOrder: '截止周不能早于起始周',
          currency: '请输入三位币种代码，例如 USD',
          validityOrder: '失效日期不能早于生效日期',
          containerUnit: '按箱计费的费用需要指定箱型',
          settingOverlap: '该航线组和箱型已有设置覆盖了其中部分周次',
          localCostOverlap: '该港口、箱型和币种在此期间已有同一费用的本地费用',
          noLocalCosts: '本分公司在生效日期当天没有该港口、该箱型的有效本地费用',
          quotationClosed: '此报价已结束，费用不能再修改',
          quotationExpired: '报价已过有效期，请标记为过期',
          templateNotFound: '成本模板不存在或不属于您所在的分公司',
          templateInactive: '此成本模板未启用',
          templateEmpty: '此成本模板没有成本明细',
          bookingNotFound: '您所在的分公司没有此订舱号',
          bookingClosed: '只有未确认的订舱可以添加费率：此订舱已确认或已取消',
          loadTypeMismatch: '模板的装载方式与订舱不符',
          equipmentMismatch: '此订舱没有模板所指定箱型的集装箱',
        },
      },
    },
  },
};

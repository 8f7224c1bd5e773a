import { defineResource } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';
import {
  branchField,
  currencyField,
  dateField,
  editable,
  enumField,
  L,
  moneyField,
  numberField,
  portField,
  refreshedField,
  textField,
  updatedField,
} from './fields';
import { fclNamSettingCreateSchema, fclNamSettingUpdateSchema } from './schemas';

const lane = () => [
  portField('pol', L('Port of loading', '起运港')),
  portField('pod', L('Port of discharge', '目的港')),
];
const week = () => [
  textField('week', L('Week', '周次'), { sortable: true, filter: 'exact', width: 100 }),
  dateField('weekStart', L('Week starts', '周一日期')),
];
const equipment = (dict = 'rate_equipment') => enumField('equipment', dict, L('Equipment', '箱型'), { width: 100 });

/**
 * Cost summary per shipment (route cwCostSummary), as CargoWise's cost summary gives it: each
 * shipment's cost by charge code and currency, added up from the rates of its confirmed booking,
 * its drayage costs (as delivery, DEL) and the cost tariff in force at departure for the charges
 * the booking did not agree. Read only, computed by the database and refreshed on demand.
 */
export const costSummaryResource: ResourceDef = defineResource({
  name: 'costSummary',
  i18n: 'pricing.costs.costSummary',
  titleField: 'shipmentNo',
  title: L('Shipment cost', '运单成本'),
  store: { table: 'pricing_cost_summary', scope: 'branch' },
  fields: [
    textField('shipmentNo', L('Shipment no.', '运单号'), { sortable: true, filter: 'exact', width: 140 }),
    textField('mode', L('Mode', '运输方式'), { sortable: true, filter: 'exact', width: 80 }),
    ...lane(),
    textField('carrierCode', L('Carrier', '承运人'), { sortable: true, filter: 'exact', width: 90 }),
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计离港') },
    numberField('containers', L('Containers', '箱量'), { filter: undefined }),
    enumField('chargeCode', 'charge_code', L('Charge', '费用'), { width: 220 }),
    currencyField(),
    moneyField('amount', L('Cost', '成本')),
    enumField('source', 'cost_source', L('From', '来源'), { width: 130 }),
    numberField('lineCount', L('Lines', '明细数'), { filter: undefined, width: 80 }),
    textField('shipmentTotal', L('Shipment total', '运单合计'), { width: 240 }),
    branchField(),
    refreshedField(),
  ],
});

/**
 * Weighted cost (route weightedCost): per lane, equipment and month, the cost per container of
 * each carrier's cost tariff in force mid-month, weighted by the containers booked with that
 * carrier for the month (open and confirmed bookings); the plain average and the lowest of the
 * carriers in force beside it show what the mix of carriers costs.
 */
export const weightedCostResource: ResourceDef = defineResource({
  name: 'weightedCost',
  i18n: 'pricing.costs.weightedCost',
  titleField: 'pod',
  title: L('Weighted cost', '加权成本'),
  store: { table: 'pricing_weighted_costs', scope: 'none' },
  fields: [
    ...lane(),
    equipment(),
    dateField('period', L('Month', '月份')),
    numberField('carriers', L('Carriers in force', '有效承运人数'), { filter: undefined }),
    numberField('containers', L('Containers booked', '订舱箱量')),
    moneyField('weightedCost', L('Weighted cost / box', '加权单箱成本')),
    moneyField('averageCost', L('Average of carriers', '承运人平均成本')),
    moneyField('lowestCost', L('Lowest carrier', '最低承运人成本')),
    currencyField(),
    textField('breakdown', L('Carriers: boxes × cost', '承运人：箱量 × 成本'), { width: 320 }),
    refreshedField(),
  ],
});

/**
 * Export cost (route epCost): per branch, export lane (a loading port in the branch's country)
 * and ISO week of departure, what the branch's export shipments cost — shipments, containers,
 * TEU, the cost in USD and per TEU, and the costs billed in other currencies beside it, since no
 * exchange rate is applied.
 */
export const exportCostResource: ResourceDef = defineResource({
  name: 'exportCost',
  i18n: 'pricing.costs.exportCost',
  titleField: 'week',
  title: L('Export cost', '出口成本'),
  store: { table: 'pricing_export_costs', scope: 'branch' },
  fields: [
    branchField(),
    ...lane(),
    ...week(),
    numberField('shipments', L('Shipments', '票数')),
    numberField('containers', L('Containers', '箱量')),
    numberField('teu', L('TEU', '标箱')),
    moneyField('costUsd', L('Cost (USD)', '成本（美元）'), { currencyField: undefined }),
    moneyField('costPerTeu', L('Cost per TEU (USD)', '每标箱成本（美元）'), { currencyField: undefined }),
    textField('otherCosts', L('Other currencies', '其他币种成本'), { width: 220 }),
    refreshedField(),
  ],
});

/**
 * FCL Asia → North America settings (route fclAsiaToNamSetting): per lane group and container
 * type, the margin the desk aims for — an amount per container or a percentage of the cost, only
 * one of them — and the minimum it accepts, for a range of ISO weeks.
 */
export const fclNamSettingResource: ResourceDef = defineResource({
  name: 'fclNamSetting',
  i18n: 'pricing.costs.fclNamSetting',
  titleField: 'laneGroup',
  title: L('FCL Asia → North America setting', '亚洲至北美整箱设置'),
  store: { table: 'pricing_fcl_nam_settings', scope: 'none' },
  fields: [
    enumField('laneGroup', 'fcl_nam_lane_group', L('Lane group', '航线组'), editable({ width: 170 })),
    enumField('equipment', 'fcl_equipment', L('Equipment', '箱型'), editable({ width: 100 })),
    moneyField('targetMarginAmount', L('Target margin / box', '目标单箱利润'), { editable: true }),
    numberField('targetMarginPercent', L('Target margin % of cost', '目标利润率（占成本 %）'), {
      editable: true,
      width: 150,
    }),
    moneyField('minimumMargin', L('Minimum margin / box', '最低单箱利润'), editable({})),
    currencyField(editable({})),
    textField(
      'weekFrom',
      L('From week', '起始周'),
      editable({ sortable: true, filter: 'exact', maxLength: 8, width: 100 }),
    ),
    textField(
      'weekUntil',
      L('To week', '截止周'),
      editable({ sortable: true, filter: 'exact', maxLength: 8, width: 100 }),
    ),
    textField('remarks', L('Remarks', '备注'), { editable: true, maxLength: 200, width: 220 }),
    updatedField(),
  ],
  createSchema: fclNamSettingCreateSchema,
  updateSchema: fclNamSettingUpdateSchema,
});

/**
 * The margin of FCL Asia → North America (route analysisFclNam, a chart): for each week and each
 * carrier's sell tariff in force, the sell all-in less the same carrier's cost all-in in force
 * that Monday, against the setting of its lane group and equipment. Computed when read.
 */
export const fclNamMarginResource: ResourceDef = defineResource({
  name: 'fclNamMargin',
  i18n: 'pricing.costs.fclNamMargin',
  titleField: 'lane',
  title: L('FCL margin', '整箱利润'),
  fields: [
    ...week(),
    enumField('laneGroup', 'fcl_nam_lane_group', L('Lane group', '航线组'), { width: 170 }),
    ...lane(),
    textField('lane', L('Lane', '航线'), { sortable: true, width: 160 }),
    equipment('fcl_equipment'),
    textField('carrierCode', L('Carrier', '承运人'), { sortable: true, filter: 'exact', width: 90 }),
    moneyField('sell', L('Sell all-in', '卖价合计')),
    moneyField('cost', L('Cost all-in', '成本合计')),
    moneyField('margin', L('Margin', '利润')),
    moneyField('targetMargin', L('Target margin', '目标利润')),
    moneyField('minimumMargin', L('Minimum margin', '最低利润')),
    enumField('status', 'fcl_margin_status', L('Against target', '目标达成'), { width: 130 }),
    currencyField(),
  ],
});

/**
 * Predicted cost (route dwPredictCost): the expected cost per container of a lane, equipment and
 * coming week, from the cost tariffs in force that week and the past cost per container of the
 * lane's shipments, blended by credibility (see `predictCost`); refreshed on demand.
 */
export const predictedCostResource: ResourceDef = defineResource({
  name: 'predictedCost',
  i18n: 'pricing.costs.predictedCost',
  titleField: 'week',
  title: L('Predicted cost', '预测成本'),
  store: { table: 'pricing_predicted_costs', scope: 'none' },
  fields: [
    ...lane(),
    equipment(),
    ...week(),
    moneyField('predictedCost', L('Predicted cost / box', '预测单箱成本')),
    enumField('method', 'predict_method', L('Method', '预测方法'), { width: 170 }),
    moneyField('tariffCost', L('Tariff average', '运价平均'), { filter: undefined }),
    numberField('tariffCarriers', L('Tariffs', '运价数'), { filter: undefined, width: 80 }),
    moneyField('historyCost', L('Past average', '历史平均'), { filter: undefined }),
    numberField('historyShipments', L('Past shipments', '历史票数'), { filter: undefined }),
    numberField('historyWeight', L('Weight of history', '历史权重'), { filter: undefined }),
    currencyField(),
    refreshedField(),
  ],
});

/** What a prediction came from (route dwPredictCostDetail): each tariff and past shipment it read. */
export const predictedCostInputResource: ResourceDef = defineResource({
  name: 'predictedCostInput',
  i18n: 'pricing.costs.predictedCostInput',
  titleField: 'reference',
  title: L('Prediction input', '预测依据'),
  store: {
    table: 'pricing_predicted_cost_inputs',
    scope: 'none',
    lookups: {
      pol: { table: 'pricing_predicted_costs', key: 'id', column: 'pol', from: 'predictionId' },
      pod: { table: 'pricing_predicted_costs', key: 'id', column: 'pod', from: 'predictionId' },
      equipment: { table: 'pricing_predicted_costs', key: 'id', column: 'equipment', from: 'predictionId' },
      week: { table: 'pricing_predicted_costs', key: 'id', column: 'week', from: 'predictionId' },
    },
  },
  fields: [
    numberField('predictionId', L('Prediction', '预测'), { sortable: false, filter: 'exact' }),
    ...lane(),
    equipment(),
    textField('week', L('Week', '周次'), { sortable: true, filter: 'exact', width: 100 }),
    enumField('kind', 'predict_input_kind', L('Input', '数据来源'), { width: 140 }),
    textField('reference', L('Tariff / shipment', '运价／运单'), { sortable: true, filter: 'exact', width: 150 }),
    textField('carrierCode', L('Carrier', '承运人'), { sortable: true, filter: 'exact', width: 90 }),
    dateField('onDate', L('In force / sailed', '生效／开船日期')),
    numberField('containers', L('Containers', '箱量'), { filter: undefined }),
    moneyField('cost', L('Cost / box', '单箱成本')),
    currencyField(),
  ],
});

export const COST_ANALYTICS_RESOURCES = [
  costSummaryResource,
  weightedCostResource,
  exportCostResource,
  fclNamSettingResource,
  fclNamMarginResource,
  predictedCostResource,
  predictedCostInputResource,
];

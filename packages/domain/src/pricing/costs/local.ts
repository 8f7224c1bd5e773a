import { defineResource } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';
import {
  branchField,
  chargeLineFields,
  dateField,
  editable,
  enumField,
  L,
  numberField,
  portField,
  textField,
  updatedField,
} from './fields';
import { withBranchSchemas } from './schemas';

/**
 * Local costs (route localCost): what a branch pays at a port besides the freight — terminal
 * handling at origin or destination, documentation, customs clearance, trucking — each a charge
 * code at a rate per unit with an optional minimum, for one equipment (or any), valid between two
 * dates. A branch keeps its own, so the rows are scoped by branch.
 */
export const localCostResource: ResourceDef = withBranchSchemas(
  defineResource({
    name: 'localCost',
    i18n: 'pricing.costs.localCost',
    titleField: 'chargeCode',
    title: L('Local cost', '本地费用'),
    store: { table: 'pricing_local_costs', scope: 'branch' },
    fields: [
      branchField(editable({})),
      portField('port', L('Port', '港口'), editable({})),
      enumField('side', 'local_cost_side', L('Origin / destination', '起运／目的'), editable({})),
      enumField('equipment', 'local_cost_equipment', L('Equipment', '箱型'), editable({})),
      ...chargeLineFields(),
      textField('vendor', L('Paid to', '付款对象'), { editable: true, filter: 'fuzzy', maxLength: 100, width: 200 }),
      dateField('validFrom', L('Valid from', '生效日期'), editable({})),
      dateField('validUntil', L('Valid until', '失效日期'), editable({})),
      textField('remarks', L('Remarks', '备注'), { editable: true, maxLength: 200, width: 220 }),
      updatedField(),
    ],
  }),
);

/**
 * Local-charge quotations (route localQuotataion): the local charges of one port quoted to a
 * customer for an equipment, its lines copied from the branch's local costs in force on the first
 * day of validity (edited afterwards if the customer was given another rate). Quoted, then
 * accepted by the customer or expired.
 */
export const localQuotationResource: ResourceDef = withBranchSchemas(
  defineResource({
    name: 'localQuotation',
    i18n: 'pricing.costs.localQuotation',
    titleField: 'quotationNo',
    title: L('Local-charge quotation', '本地费用报价'),
    store: {
      table: 'pricing_local_quotations',
      scope: 'branch',
      lookups: { companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' } },
    },
    fields: [
      textField('quotationNo', L('Quotation no.', '报价单号'), { sortable: true, filter: 'exact', width: 140 }),
      { name: 'companyId', type: 'party', filter: 'exact', ...editable({ width: 220 }), label: L('Customer', '客户') },
      textField('companyName', L('Customer', '客户'), { sortable: true, filter: 'fuzzy', width: 220 }),
      branchField(editable({})),
      portField('port', L('Port', '港口'), editable({})),
      enumField('side', 'local_cost_side', L('Origin / destination', '起运／目的'), editable({})),
      enumField('equipment', 'local_cost_equipment', L('Equipment', '箱型'), editable({})),
      numberField('containers', L('Containers', '箱量'), editable({ filter: undefined })),
      numberField('weightKg', L('Gross weight (kg)', '毛重（公斤）'), { editable: true, filter: undefined }),
      numberField('volumeCbm', L('Volume (CBM)', '体积（立方米）'), { editable: true, filter: undefined }),
      dateField('validFrom', L('Valid from', '生效日期'), editable({})),
      dateField('validUntil', L('Valid until', '失效日期'), editable({})),
      enumField('status', 'local_quotation_status', L('Status', '状态'), { width: 100 }),
      textField('total', L('Quoted total', '报价合计'), { width: 240 }),
      textField('remarks', L('Remarks', '备注'), { editable: true, maxLength: 200, width: 220 }),
      updatedField(),
    ],
    transitions: {
      accept: { field: 'status', from: ['quoted'], to: 'accepted' },
      expire: { field: 'status', from: ['quoted'], to: 'expired' },
    },
  }),
);

/** A quotation's charge lines. */
export const localQuotationLineResource: ResourceDef = defineResource({
  name: 'localQuotationLine',
  i18n: 'pricing.costs.localQuotationLine',
  titleField: 'chargeCode',
  title: L('Quoted charge', '报价费用'),
  store: { table: 'pricing_local_quotation_lines', scope: 'none' },
  fields: [
    numberField('quotationId', L('Quotation', '报价单'), { editable: true, sortable: false, filter: 'exact' }),
    ...chargeLineFields(),
  ],
});

/**
 * Cost templates (route costTemplate): a named set of cost lines a branch applies again and again
 * ("USWC FCL door delivery": destination handling, customs and trucking), applied to a booking's
 * rates in one step, each line priced for the booking's containers, weight and volume.
 */
export const costTemplateResource: ResourceDef = withBranchSchemas(
  defineResource({
    name: 'costTemplate',
    i18n: 'pricing.costs.costTemplate',
    titleField: 'name',
    title: L('Cost template', '成本模板'),
    store: { table: 'pricing_cost_templates', scope: 'branch' },
    fields: [
      textField(
        'name',
        L('Template', '模板名称'),
        editable({ sortable: true, filter: 'fuzzy', maxLength: 80, width: 240 }),
      ),
      branchField(editable({})),
      enumField('loadType', 'cost_template_load_type', L('Load type', '装载方式'), editable({})),
      enumField('equipment', 'local_cost_equipment', L('Equipment', '箱型'), editable({})),
      portField('pol', L('Port of loading', '起运港'), { editable: true }),
      portField('pod', L('Port of discharge', '目的港'), { editable: true }),
      { name: 'active', type: 'boolean', filter: 'exact', editable: true, width: 90, label: L('In use', '启用') },
      textField('description', L('What it covers', '适用说明'), { editable: true, maxLength: 200, width: 260 }),
      updatedField(),
    ],
  }),
);

/** A template's cost lines. */
export const costTemplateLineResource: ResourceDef = defineResource({
  name: 'costTemplateLine',
  i18n: 'pricing.costs.costTemplateLine',
  titleField: 'chargeCode',
  title: L('Template line', '模板费用'),
  store: { table: 'pricing_cost_template_lines', scope: 'none' },
  fields: [
    numberField('templateId', L('Template', '模板'), { editable: true, sortable: false, filter: 'exact' }),
    ...chargeLineFields(),
    textField('description', L('Description', '说明'), { editable: true, maxLength: 100, width: 200 }),
  ],
});

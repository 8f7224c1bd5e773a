import { etaNotificationResource, etaRuleResource } from '@tidemark/domain/tracking/eta/resources';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { inScope } from '../../../engine/scope';
import { badRequest } from '../../../http/errors';

type Values = Record<string, unknown>;

const editableOnly = (values: Values): Values => {
  const editable = new Set(etaRuleResource.fields.filter((f) => f.editable).map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([k]) => editable.has(k)));
};

/** A rule belongs to a company the user can see: staff through its branch, never another's. */
const checkCompany = async (ctx: WriteContext, companyId: unknown) => {
  const id = typeof companyId === 'number' ? companyId : Number(companyId);
  const row = Number.isInteger(id)
    ? (await ctx.query<{ branch_id: number }>('SELECT branch_id FROM companies WHERE id = $1', [id]))[0]
    : undefined;
  const visible = row !== undefined && inScope(ctx.auth, { branchId: row.branch_id, companyId: id });
  if (!visible) {
    throw badRequest('tracking.etaRule.companyNotAllowed', { companyId: 'tracking.etaRule.companyNotAllowed' });
  }
};

export const etaRuleServerResource: ServerResource = {
  def: etaRuleResource,
  table: 'eta_rules',
  from: 'eta_rules t JOIN companies c ON c.id = t.company_id',
  columns: {
    companyName: 'c.name',
  },
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id', company: 't.company_id' },
  rules: {
    beforeCreate: async (ctx, values) => {
      const v = editableOnly(values);
      await checkCompany(ctx, v.companyId);
      return v;
    },
    beforeUpdate: async (ctx, before, values) => {
      const v = editableOnly(values);
      if ('companyId' in v && v.companyId !== before.companyId) await checkCompany(ctx, v.companyId);
      return v;
    },
  },
};

export const etaNotificationServerResource: ServerResource = {
  def: etaNotificationResource,
  table: 'eta_notifications',
  from: 'eta_notifications t JOIN shipments s ON s.id = t.shipment_id JOIN companies c ON c.id = s.company_id',
  columns: {
    shipmentNo: 's.shipment_no',
    companyName: 'c.name',
  },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id', company: 's.company_id' },
};

/** ETA alert rules (etaSetting) and the notifications they recorded (etanotification). */
export const ETA_SERVER_RESOURCES: readonly ServerResource[] = [etaRuleServerResource, etaNotificationServerResource];

import { BILLING_CURRENCIES, CHARGE_SIDES, type LineMarker } from '@tidemark/domain/finance/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { idField, idListField, optionalIdField } from '../../../http/fields';
import { route } from '../../../http/route';
import { fillFromCostRates, fillFromQuotation } from './fill';
import { deleteLine, insertLines, markLines, setAmendedTotal, setCompleted, updateLine } from './lines';
import { findShipment, SHEET_PAGES, type SheetPage, sheetView } from './sheet';

const requiredVersion = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z.number().int().min(1),
);
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());
const amountText = (places: number, whole = 14) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^-?\\d{1,${whole}}(\\.\\d{1,${places}})?$`), 'validation.invalid');
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().default(null),
  );
const day = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.iso.date({ error: 'validation.invalid' }).nullable(),
);

const lineBody = z.object({
  shipmentId: idField,
  id: optionalIdField,
  version: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), requiredVersion.optional()),
  side: z.enum(CHARGE_SIDES),
  chargeCode: z.string().trim().min(1).max(8),
  partyCompanyId: optionalIdField,
  description: optionalText(200),
  currency: z.enum(BILLING_CURRENCIES),
  quantity: amountText(4),
  unitPrice: amountText(4),
  taxRate: z.preprocess(
    (v) => (v === '' || v === undefined ? '0' : v),
    z
      .string()
      .trim()
      .regex(/^0(\.\d{1,4})?$/, 'validation.invalid'),
  ),
  rateDate: day.default(null),
  isSr: flag.default(false),
});

const MARKER_ROUTES: readonly {
  path: string;
  action: 'submit' | 'review' | 'unlock' | 'edit';
  markers: LineMarker[];
}[] = [
  { path: 'submit', action: 'submit', markers: ['submit'] },
  { path: 'review', action: 'review', markers: ['review', 'reject'] },
  { path: 'lock', action: 'unlock', markers: ['lock', 'grantUnlock', 'refuseUnlock'] },
  { path: 'request-unlock', action: 'edit', markers: ['requestUnlock'] },
];

const markBody = (markers: readonly LineMarker[]) =>
  z.object({
    shipmentId: idField,
    ids: idListField.refine((ids) => ids.length > 0 && ids.length <= 200, 'validation.invalid'),
    marker: z.enum(markers as [LineMarker, ...LineMarker[]]),
    reason: optionalText(200),
    confirmFreightTotal: flag.default(false),
  });

/** The routes of one charge sheet page: each checks the page's own action permission. */
const registerSheetRoutes = (app: FastifyInstance, page: SheetPage): void => {
  const base = `/api/finance/${page}`;
  const tags = ['finance'];
  const pvg = page === 'chargePvgSheet' ? ' (PVG air shipments only)' : '';

  route(app, {
    method: 'POST',
    url: `${base}/sheet`,
    permission: page,
    summary: `A shipment's charge sheet by number${pvg}: totals in local currency, profit, freight check, lines with their markers`,
    tags,
    body: z.object({ shipmentNo: z.string().trim().min(1).max(40) }),
    handler: async ({ auth, body }) => {
      const view = await inTransaction(app, async (query) =>
        sheetView(query, await findShipment(query, auth, page, { shipmentNo: body.shipmentNo })),
      );
      return ok(view);
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/lines/save`,
    permission: `${page}:edit`,
    summary: `Adds a charge line, or changes one (with its version): priced and converted by the server${pvg}`,
    tags,
    body: lineBody,
    handler: async ({ auth, body, t }) => {
      await inTransaction(app, async (query) => {
        const shipment = await findShipment(query, auth, page, { id: body.shipmentId }, true);
        const input = {
          side: body.side,
          chargeCode: body.chargeCode,
          partyCompanyId: body.partyCompanyId ?? null,
          description: body.description,
          currency: body.currency,
          quantity: body.quantity,
          unitPrice: body.unitPrice,
          taxRate: body.taxRate,
          rateDate: body.rateDate,
          isSr: body.isSr,
        };
        if (body.id) {
          if (body.version === undefined)
            throw new AppError(400, 'validation.required', undefined, { version: 'validation.required' });
          await updateLine(query, auth, shipment, body.id, body.version, input);
        } else {
          await insertLines(query, auth, shipment, [{ ...input, source: 'manual', quotationId: null }]);
        }
      });
      return ok(null, t('finance.charges.ui.saved'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/lines/delete`,
    permission: `${page}:edit`,
    summary: `Deletes a draft or rejected charge line that is not invoiced${pvg}`,
    tags,
    body: z.object({ shipmentId: idField, id: idField, version: requiredVersion }),
    handler: async ({ auth, body, t }) => {
      await inTransaction(app, async (query) =>
        deleteLine(
          query,
          auth,
          await findShipment(query, auth, page, { id: body.shipmentId }, true),
          body.id,
          body.version,
        ),
      );
      return ok(null, t('finance.charges.ui.deleted'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/lines/completed`,
    permission: `${page}:edit`,
    summary: `Ticks or clears a charge line's Completed checkbox${pvg}`,
    tags,
    body: z.object({ shipmentId: idField, id: idField, version: requiredVersion, completed: flag }),
    handler: async ({ auth, body }) => {
      await inTransaction(app, async (query) =>
        setCompleted(
          query,
          auth,
          await findShipment(query, auth, page, { id: body.shipmentId }, true),
          body.id,
          body.version,
          body.completed,
        ),
      );
      return ok(null);
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/fill`,
    permission: `${page}:edit`,
    summary: `Fills revenue from the shipment's quotation, or costs from the cost rates in force${pvg}`,
    tags,
    body: z.object({ shipmentId: idField, from: z.enum(['quotation', 'costRates']) }),
    handler: async ({ auth, body, t }) => {
      const count = await inTransaction(app, async (query) => {
        const shipment = await findShipment(query, auth, page, { id: body.shipmentId }, true);
        return body.from === 'quotation'
          ? fillFromQuotation(query, auth, shipment)
          : fillFromCostRates(query, auth, shipment);
      });
      return ok({ count }, t('finance.charges.ui.filled', { count }));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/amended-total`,
    permission: `${page}:edit`,
    summary: `Sets or clears the amended freight total the freight charges are held against${pvg}`,
    tags,
    body: z.object({
      shipmentId: idField,
      version: requiredVersion,
      amendedFreightTotal: z.preprocess((v) => (v === '' || v === undefined ? null : v), amountText(2).nullable()),
    }),
    handler: async ({ auth, body, t }) => {
      await inTransaction(app, async (query) =>
        setAmendedTotal(
          query,
          auth,
          await findShipment(query, auth, page, { id: body.shipmentId }, true),
          body.version,
          body.amendedFreightTotal,
        ),
      );
      return ok(null, t('finance.charges.ui.amendedSaved'));
    },
  });

  for (const spec of MARKER_ROUTES) {
    route(app, {
      method: 'POST',
      url: `${base}/lines/${spec.path}`,
      permission: `${page}:${spec.action}`,
      summary: `Marks charge lines ${spec.markers.join(' / ')}, with who and when${pvg}`,
      tags,
      body: markBody(spec.markers),
      handler: async ({ auth, body, t }) => {
        const count = await inTransaction(app, async (query) =>
          markLines(
            query,
            auth,
            await findShipment(query, auth, page, { id: body.shipmentId }, true),
            body.ids,
            body.marker,
            { reason: body.reason ?? undefined, confirmFreightTotal: body.confirmFreightTotal },
          ),
        );
        return ok(
          { count },
          t('finance.charges.ui.marked', { count, status: t(`enums.charge_line_status.${markedStatus(body.marker)}`) }),
        );
      },
    });
  }
};

const markedStatus = (marker: LineMarker): string =>
  ({
    submit: 'submitted',
    review: 'reviewed',
    reject: 'rejected',
    lock: 'locked',
    requestUnlock: 'unlock_requested',
    grantUnlock: 'draft',
    refuseUnlock: 'locked',
  })[marker];

/** The review queue's decision on submitted lines of the user's branches: reviewed, or rejected with a reason. */
const registerQueueRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/finance/chargeSheetverify/review',
    permission: 'chargeSheetverify:review',
    summary: 'Reviews submitted charge lines of one shipment, or rejects them with a reason',
    tags: ['finance'],
    body: markBody(['review', 'reject']),
    handler: async ({ auth, body, t }) => {
      const count = await inTransaction(app, async (query) =>
        markLines(
          query,
          auth,
          await findShipment(query, auth, 'chargeSheet', { id: body.shipmentId }, true),
          body.ids,
          body.marker,
          { reason: body.reason ?? undefined },
        ),
      );
      return ok(
        { count },
        t('finance.charges.ui.marked', { count, status: t(`enums.charge_line_status.${markedStatus(body.marker)}`) }),
      );
    },
  });
};

export const registerChargeRoutes = (app: FastifyInstance): void => {
  for (const page of SHEET_PAGES) registerSheetRoutes(app, page);
  registerQueueRoutes(app);
};

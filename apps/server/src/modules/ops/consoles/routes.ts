import { CONSOLIDATE_MAX } from '@tidemark/domain/ops/consoles/consolidation';
import { CONSOLE_PAYMENTS, CONSOLE_RELEASE_TYPES, CONSOLE_TYPES } from '@tidemark/domain/ops/consoles/dictionaries';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guarded } from '../../../engine/routes';
import { ok } from '../../../http/envelope';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { attach, consolidate, detach, pool } from './houses';
import { addRange, allocate } from './stock';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: 'validation.tooLong' }).optional());
const optionalCode = (re: RegExp) =>
  z.preprocess(blankToUndefined, z.string().trim().toUpperCase().regex(re, { error: 'validation.invalid' }).optional());
const ids = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
  z
    .array(idField)
    .min(1, { error: 'opsConsoles.errors.noShipments' })
    .max(CONSOLIDATE_MAX, { error: 'opsConsoles.errors.tooManyShipments' }),
);
const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });

const poolBody = z.object({
  mode: z.preprocess(blankToUndefined, z.enum(['AIR', 'FCL', 'LCL'], { error: 'validation.invalid' }).optional()),
  originPort: optionalCode(/^[A-Z]{2}[A-Z2-9]{3}$/),
  destinationPort: optionalCode(/^[A-Z]{2}[A-Z2-9]{3}$/),
  consoleId: z.preprocess(blankToUndefined, idField.optional()),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const consolidateBody = z.object({
  shipmentIds: ids,
  consoleType: choice(CONSOLE_TYPES),
  payment: choice(CONSOLE_PAYMENTS),
  carrierCode: optionalCode(/^[A-Z0-9]{2,4}$/),
  masterBill: optionalText(20),
  releaseType: z.preprocess(blankToUndefined, choice(CONSOLE_RELEASE_TYPES).optional()),
  sendingAgent: optionalText(100),
  receivingAgent: optionalText(100),
});

/**
 * The consolidation workflow beside the generic console pages: the shipments waiting for a
 * console, a console made from a selection in one step, houses added and removed, a MAWB taken
 * from stock, and stock ranges received. Each needs the console page's action it belongs to and
 * keeps to the user's branches.
 */
export const registerConsoleRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/ops/consoles/pool',
    permission: 'createShipmentAndConsole',
    summary: "Unconsolidated air, FCL and LCL shipments of the user's branches, or those that fit one console",
    tags: ['ops'],
    body: poolBody,
    handler: guarded(async ({ auth, body }) => ok(await pool(app.database, auth, body))),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/consoles/consolidate',
    permission: 'createShipmentAndConsole:create',
    summary: 'A new console from selected shipments of one mode and route; a mixed selection is refused',
    tags: ['ops'],
    body: consolidateBody,
    handler: guarded(async ({ auth, body, t }) => {
      const made = await consolidate(app, auth, body);
      return ok(made, t('opsConsoles.ui.consolidated', { consoleNo: made.consoleNo, count: made.houses }));
    }),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/consoles/attach',
    permission: 'createShipmentAndConsole:edit',
    summary: "Adds shipments to an open console of its mode and route; each takes the console's master bill",
    tags: ['ops'],
    body: z.object({ consoleId: idField, shipmentIds: ids }),
    handler: guarded(async ({ auth, body, t }) => {
      const done = await attach(app, auth, body.consoleId, body.shipmentIds);
      return ok(done, t('opsConsoles.ui.attached', done));
    }),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/consoles/detach',
    permission: 'createShipmentAndConsole:edit',
    summary: "Takes a house off its open console and clears the console's master bill from it",
    tags: ['ops'],
    body: z.object({ houseId: idField }),
    handler: guarded(async ({ auth, body, t }) =>
      ok(await detach(app, auth, body.houseId), t('opsConsoles.ui.detached')),
    ),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/consoles/allocateMawb',
    permission: 'createShipmentAndConsole:edit',
    summary: 'Gives an air console the next free air waybill of its airline at its branch, each number once',
    tags: ['ops'],
    body: z.object({ consoleId: idField }),
    handler: guarded(async ({ auth, body, t }) => {
      const done = await allocate(app, auth, body.consoleId);
      return ok(done, t('opsConsoles.ui.allocated', done));
    }),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/mawb/addRange',
    permission: 'mawbStock:create',
    summary: 'Receives a range of air waybill numbers for a branch: every check digit checked, none twice',
    tags: ['ops'],
    body: z.object({
      firstNo: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20),
      count: z.coerce.number({ error: 'validation.number' }).int({ error: 'opsConsoles.errors.mawbRangeCount' }),
      branchId: idField,
    }),
    handler: guarded(async ({ auth, body, t }) => {
      const added = await addRange(app, auth, body);
      return ok(added, t('opsConsoles.ui.rangeAdded', { count: added.count }));
    }),
  });
};

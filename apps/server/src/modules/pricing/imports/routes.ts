import { RATE_IMPORT_PAGE, RATE_TREND_PAGE } from '@tidemark/domain/pricing/imports/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { receiveFile } from '../../tracking';
import { refreshCosts } from '../costs/refresh';
import { checkSheet, previewOf } from './check';
import { commitSheet } from './commit';
import { rateSheetTemplate } from './template';
import { laneWeeks, trendLanes } from './trends';

const UPLOAD = `${RATE_IMPORT_PAGE}:upload`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const templateQuery = z.object({
  kind: z.enum(['sell', 'cost']).default('sell'),
  shipmentNo: z.string().trim().max(30).default(''),
});

const port = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const weeksBody = z.object({
  pol: port,
  pod: port,
  equipment: z.string().trim().min(1).max(10),
  currency: z.string().trim().toUpperCase().length(3).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/**
 * The rate-sheet import (preview, then commit, both of the same multipart upload; the template)
 * and the rate trends (the lanes with history, one lane's weeks).
 */
export const registerRateImportRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/pricing/imports/preview',
    permission: UPLOAD,
    summary:
      'Reads and checks one .xls/.xlsx rate sheet (multipart, field file); answers every row with its errors, writes nothing',
    tags: ['pricing'],
    handler: async ({ req, auth, lang }) => {
      const file = await receiveFile(req);
      return ok(previewOf(await checkSheet(app, auth, file), lang));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/imports/commit',
    permission: UPLOAD,
    summary:
      'Checks the rate sheet again and writes its accepted rows as the shipment’s sell or cost rates in one transaction, logged with its counts',
    tags: ['pricing'],
    handler: async ({ req, auth, lang, t }) => {
      const file = await receiveFile(req);
      const checked = await checkSheet(app, auth, file);
      const saved = await commitSheet(app, auth, checked, file.bytes);
      // A cost sheet is the shipment's actual cost: its lane's computed costs are recomputed now it is committed.
      if (saved.kind === 'cost')
        await refreshCosts(app, new Date(), [{ pol: checked.shipment.pol, pod: checked.shipment.pod }]).catch((error) =>
          app.log.error({ err: error }, 'cost refresh failed after the rate sheet committed'),
        );
      return ok(
        { import: saved, preview: previewOf(checked, lang) },
        t('pricing.imports.committed', {
          accepted: saved.rowsAccepted,
          refused: saved.rowsRefused,
          shipmentNo: saved.shipmentNo,
        }),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/pricing/imports/template',
    permission: RATE_IMPORT_PAGE,
    summary: 'The rate-sheet template (.xlsx) in the caller’s language, with the shipment and Sell or Cost filled in',
    tags: ['pricing'],
    query: templateQuery,
    handler: async ({ query, lang, reply }) => {
      const [branches, codes] = await Promise.all([
        app.database.query<{ code: string }>('SELECT code FROM branches ORDER BY code'),
        app.database.query<{ value: string }>(
          `SELECT value FROM dictionaries WHERE dict_type = 'charge_code' AND active ORDER BY sort, id`,
        ),
      ]);
      const bytes = await rateSheetTemplate(lang, {
        shipmentNo: query.shipmentNo,
        kind: query.kind,
        branches: branches.map((b) => b.code),
        chargeCodes: codes.map((c) => c.value),
      });
      const name = `rate-sheet-${query.kind}${query.shipmentNo ? `-${query.shipmentNo}` : ''}.xlsx`;
      reply.header('content-type', XLSX_TYPE);
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(bytes);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/trends/lanes',
    permission: RATE_TREND_PAGE,
    summary: 'The lanes, equipment and currencies that have a weekly rate history, busiest first',
    tags: ['pricing'],
    handler: async () => ok(await trendLanes(app)),
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/trends/weeks',
    permission: RATE_TREND_PAGE,
    summary: 'One lane and equipment’s weekly lowest, average and highest sell and cost freight rates',
    tags: ['pricing'],
    body: weeksBody,
    handler: async ({ body }) => ok(await laneWeeks(app, body)),
  });
};

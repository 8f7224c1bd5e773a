import {
  bookingRefSchema,
  cameraSettingsSchema,
  PHOTO_MAX,
  PHOTO_MAX_BYTES,
  sniffPhoto,
  splitErrors,
  splitLinesSchema,
} from '@tidemark/domain/ops/warehouse/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError, conflict, notFound } from '../../../http/errors';
import { idField, versionField } from '../../../http/fields';
import { refuseUnstorable, route } from '../../../http/route';
import { audit, branchCondition, findShipment, refuse, type TxQuery } from './shared';

const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type ReceiptRow = {
  id: number;
  receipt_no: string;
  packages: number;
  gross_weight_kg: string | null;
  volume_cbm: string | null;
  photo_count: number;
  version: number;
};

/** A receipt of the user's branches, locked for the transaction when asked; a 404 otherwise. */
const visibleReceipt = async (query: TxQuery, auth: Auth, id: number, lock = false): Promise<ReceiptRow> => {
  const scope = branchCondition(auth, 'branch_id', 0);
  const row = (
    await query<ReceiptRow>(
      `SELECT id, receipt_no, packages, gross_weight_kg, volume_cbm, photo_count, version FROM warehouse_receipts
        WHERE id = $${scope.params.length + 1} AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`,
      [...scope.params, id],
    )
  )[0];
  if (!row) throw notFound();
  return row;
};

const photoError = (key: string, params?: Record<string, string | number>) =>
  new AppError(400, key, params, { file: key });

type Photo = { receiptId: number; name: string; bytes: Buffer };

/** The receipt id and the one photo of a multipart upload; a missing, second or oversized file is refused. */
const receivePhoto = async (req: FastifyRequest): Promise<Photo> => {
  if (!req.isMultipart()) throw photoError('ops.warehouse.errors.photoNone');
  let file: { name: string; bytes: Buffer } | undefined;
  let id: unknown;
  const max = PHOTO_MAX_BYTES >> 20;
  try {
    for await (const part of req.parts({ limits: { fileSize: PHOTO_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'id') id = part.value;
        continue;
      }
      refuseUnstorable({ file: part.filename });
      const bytes = await part.toBuffer();
      if (file) throw photoError('ops.warehouse.errors.photoOne');
      file = { name: part.filename || 'photo', bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw photoError('ops.warehouse.errors.photoOne');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('ops.warehouse.errors.photoSize', { max });
    throw photoError('ops.warehouse.errors.photoIncomplete');
  }
  const receiptId = idField.safeParse(id);
  if (!receiptId.success) throw new AppError(400, 'validation.invalid', undefined, { id: 'validation.invalid' });
  if (!file || file.bytes.length === 0) throw photoError('ops.warehouse.errors.photoNone');
  if (file.bytes.length > PHOTO_MAX_BYTES) throw photoError('ops.warehouse.errors.photoSize', { max });
  return { receiptId: receiptId.data, name: file.name, bytes: file.bytes };
};

const receiptIdBody = z.object({ id: idField });
const photoQuery = z.object({ id: idField, position: z.coerce.number().int().min(1).max(PHOTO_MAX) });

/**
 * The warehouse desk's workflow beyond the generic endpoints: the booking lookup of the receiving
 * screen, splitting a receipt over several locations, its photos (at most four, JPEG or PNG read
 * from the bytes) and the branch's network camera settings.
 */
export const registerWarehouseRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/booking',
    permission: 'wms',
    summary:
      'The booking (shipment) of a booking number or house bill among the user’s branches, with what was received so far',
    tags: ['ops'],
    body: z.object({ number: bookingRefSchema }),
    handler: async ({ auth, body }) => {
      const s = await findShipment(app.database.query, auth, body.number);
      if (!s) throw refuse({ number: 'ops.warehouse.errors.bookingNotFound' });
      const got = (
        await app.database.query<{ receipts: number; packages: number }>(
          `SELECT count(*)::int AS receipts, coalesce(sum(packages), 0)::int AS packages
             FROM warehouse_receipts WHERE shipment_id = $1`,
          [s.id],
        )
      )[0];
      return ok({
        shipmentId: s.id,
        shipmentNo: s.shipment_no,
        bookingNo: s.booking_no,
        houseBill: s.house_bill,
        companyName: s.company_name,
        branchId: s.branch_id,
        packages: s.packages,
        packageType: s.package_type,
        grossWeightKg: Number(s.gross_weight_kg),
        volumeCbm: Number(s.volume_cbm),
        goodsDescription: s.goods_description,
        marks: s.marks,
        receipts: got?.receipts ?? 0,
        receivedPackages: got?.packages ?? 0,
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/receipts/split',
    permission: 'wms:edit',
    summary: 'Splits a receipt into goods lines (locations); the lines hold exactly its packages',
    tags: ['ops'],
    body: z.object({ id: idField, version: versionField, lines: splitLinesSchema }),
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, async (query) => {
        const receipt = await visibleReceipt(query, auth, body.id, true);
        if (body.version !== undefined && body.version !== receipt.version) throw conflict();
        const out = (
          await query<{ out: number }>(
            'SELECT coalesce(sum(out_packages), 0)::int AS out FROM warehouse_receipt_lines WHERE receipt_id = $1',
            [receipt.id],
          )
        )[0]?.out;
        if ((out ?? 0) > 0) throw refuse({ lines: 'ops.warehouse.errors.splitReleased' });
        const errors = splitErrors(
          {
            packages: receipt.packages,
            grossWeightKg: receipt.gross_weight_kg === null ? null : Number(receipt.gross_weight_kg),
            volumeCbm: receipt.volume_cbm === null ? null : Number(receipt.volume_cbm),
          },
          body.lines,
        );
        if (Object.keys(errors).length > 0) throw refuse(errors);
        const first = (
          await query<Record<string, unknown>>(
            `SELECT booking_no, company_id, branch_id, warehouse_code, package_type, in_time, damage_status
               FROM warehouse_receipts WHERE id = $1`,
            [receipt.id],
          )
        )[0] as Record<string, unknown>;
        await query('DELETE FROM warehouse_receipt_lines WHERE receipt_id = $1', [receipt.id]);
        for (const [i, line] of body.lines.entries()) {
          await query(
            `INSERT INTO warehouse_receipt_lines (receipt_id, line_no, booking_no, company_id, branch_id, warehouse_code,
                                                  location, packages, package_type, gross_weight_kg, volume_cbm,
                                                  damage_status, in_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              receipt.id,
              i + 1,
              first.booking_no,
              first.company_id,
              first.branch_id,
              first.warehouse_code,
              line.location,
              line.packages,
              first.package_type,
              line.grossWeightKg,
              line.volumeCbm,
              first.damage_status,
              first.in_time,
            ],
          );
        }
        // The receipt names where its cargo lies: its first line's location.
        const updated = await query<{ version: number }>(
          `UPDATE warehouse_receipts SET location = $2, version = version + 1, updated_at = now() WHERE id = $1
           RETURNING version`,
          [receipt.id, body.lines[0]?.location],
        );
        await audit(query, 'warehouseReceipt', receipt.id, 'split', auth.userId, {
          lines: { to: body.lines.map((l) => `${l.location}: ${l.packages}`).join(', ') },
        });
        return { id: receipt.id, version: updated[0]?.version ?? receipt.version + 1 };
      });
      return ok(saved, t('ops.warehouse.ui.splitSaved', { lines: body.lines.length }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/receipts/photos',
    permission: 'wms',
    summary: 'The photos of a receipt (position, type, size), without their bytes',
    tags: ['ops'],
    body: receiptIdBody,
    handler: async ({ auth, body }) => {
      const receipt = await visibleReceipt(app.database.query, auth, body.id);
      const rows = await app.database.query<{
        position: number;
        content_type: string;
        file_name: string;
        byte_size: number;
        created_at: Date;
      }>(
        `SELECT position, content_type, file_name, byte_size, created_at FROM warehouse_receipt_photos
          WHERE receipt_id = $1 ORDER BY position`,
        [receipt.id],
      );
      return ok({
        receiptNo: receipt.receipt_no,
        max: PHOTO_MAX,
        photos: rows.map((r) => ({
          position: r.position,
          contentType: r.content_type,
          fileName: r.file_name,
          byteSize: r.byte_size,
          createdAt: r.created_at,
        })),
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/receipts/photos/upload',
    permission: 'wms:edit',
    summary: 'Adds one JPEG or PNG photo to a receipt (multipart: id, file); at most four per receipt',
    tags: ['ops'],
    handler: async ({ req, auth, t }) => {
      const photo = await receivePhoto(req);
      const type = sniffPhoto(photo.bytes);
      if (!type) throw photoError('ops.warehouse.errors.photoType');
      const position = await inTransaction(app, async (query) => {
        const receipt = await visibleReceipt(query, auth, photo.receiptId, true);
        const taken = await query<{ position: number }>(
          'SELECT position FROM warehouse_receipt_photos WHERE receipt_id = $1',
          [receipt.id],
        );
        if (taken.length >= PHOTO_MAX) throw photoError('ops.warehouse.errors.photoLimit');
        const used = new Set(taken.map((p) => p.position));
        const free = [1, 2, 3, 4].find((p) => !used.has(p)) as number;
        await query(
          `INSERT INTO warehouse_receipt_photos (receipt_id, position, content_type, file_name, byte_size, data, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [receipt.id, free, type, photo.name.slice(0, 200), photo.bytes.length, photo.bytes, auth.userId],
        );
        await query(
          'UPDATE warehouse_receipts SET photo_count = photo_count + 1, version = version + 1, updated_at = now() WHERE id = $1',
          [receipt.id],
        );
        await audit(query, 'warehouseReceipt', receipt.id, 'photo', auth.userId, { photo: { to: free } });
        return free;
      });
      return ok({ position, contentType: type }, t('ops.warehouse.ui.uploaded'));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/ops/warehouse/receipts/photo',
    permission: 'wms',
    summary: 'One photo of a receipt, as the image it is',
    tags: ['ops'],
    query: photoQuery,
    handler: async ({ auth, query, reply }) => {
      const receipt = await visibleReceipt(app.database.query, auth, query.id);
      const row = (
        await app.database.query<{ content_type: string; data: Uint8Array }>(
          'SELECT content_type, data FROM warehouse_receipt_photos WHERE receipt_id = $1 AND position = $2',
          [receipt.id, query.position],
        )
      )[0];
      if (!row) throw notFound();
      reply
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', IMAGE_CSP)
        .header(
          'content-disposition',
          `inline; filename="${receipt.receipt_no}-${query.position}.${row.content_type === 'image/png' ? 'png' : 'jpg'}"`,
        )
        .type(row.content_type);
      return reply.send(Buffer.from(row.data));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/receipts/photos/delete',
    permission: 'wms:edit',
    summary: 'Removes one photo of a receipt',
    tags: ['ops'],
    body: photoQuery,
    handler: async ({ auth, body }) => {
      await inTransaction(app, async (query) => {
        const receipt = await visibleReceipt(query, auth, body.id, true);
        const gone = await query(
          'DELETE FROM warehouse_receipt_photos WHERE receipt_id = $1 AND position = $2 RETURNING position',
          [receipt.id, body.position],
        );
        if (gone.length === 0) throw notFound();
        await query(
          'UPDATE warehouse_receipts SET photo_count = photo_count - 1, version = version + 1, updated_at = now() WHERE id = $1',
          [receipt.id],
        );
        await audit(query, 'warehouseReceipt', receipt.id, 'photo', auth.userId, { photo: { from: body.position } });
      });
      return ok(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/camera',
    permission: 'wms',
    summary: 'The network camera settings of the user’s own branch, or null when none is set up',
    tags: ['ops'],
    handler: async ({ auth }) => ok(await cameraOf(app, auth)),
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/warehouse/camera/save',
    permission: 'wms:edit',
    summary: 'Saves the network camera settings of the user’s own branch (validated, login not kept)',
    tags: ['ops'],
    body: cameraSettingsSchema,
    handler: async ({ auth, body, t }) => {
      const branchId = await ownBranch(app, auth);
      await app.database.query(
        `INSERT INTO warehouse_cameras (branch_id, host, port, protocol, capture_format, record_size, login_timeout_ms,
                                        max_retries, snapshot_url, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT (branch_id) DO UPDATE SET host = EXCLUDED.host, port = EXCLUDED.port, protocol = EXCLUDED.protocol,
           capture_format = EXCLUDED.capture_format, record_size = EXCLUDED.record_size,
           login_timeout_ms = EXCLUDED.login_timeout_ms, max_retries = EXCLUDED.max_retries,
           snapshot_url = EXCLUDED.snapshot_url, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [
          branchId,
          body.host,
          body.port,
          body.protocol,
          body.captureFormat,
          body.recordSize,
          body.loginTimeoutMs,
          body.maxRetries,
          body.snapshotUrl ?? null,
          auth.userId,
        ],
      );
      return ok(await cameraOf(app, auth), t('ops.warehouse.ui.cameraSaved'));
    },
  });
};

/** The user's own branch: the one a camera is set up for. */
const ownBranch = async (app: FastifyInstance, auth: Auth): Promise<number> => {
  const row = (
    await app.database.query<{ branch_id: number | null }>('SELECT branch_id FROM users WHERE id = $1', [auth.userId])
  )[0];
  const branchId = row?.branch_id ?? auth.branchIds[0] ?? null;
  if (branchId === null || auth.kind !== 'staff') throw notFound();
  return branchId;
};

const cameraOf = async (app: FastifyInstance, auth: Auth) => {
  const branchId = await ownBranch(app, auth);
  const row = (
    await app.database.query<{
      host: string;
      port: number;
      protocol: string;
      capture_format: string;
      record_size: string;
      login_timeout_ms: number;
      max_retries: number;
      snapshot_url: string | null;
    }>(
      `SELECT host, port, protocol, capture_format, record_size, login_timeout_ms, max_retries, snapshot_url
         FROM warehouse_cameras WHERE branch_id = $1`,
      [branchId],
    )
  )[0];
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    protocol: row.protocol,
    captureFormat: row.capture_format,
    recordSize: row.record_size,
    loginTimeoutMs: row.login_timeout_ms,
    maxRetries: row.max_retries,
    snapshotUrl: row.snapshot_url,
  };
};

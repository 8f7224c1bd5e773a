import { translate } from '@tidemark/domain';
import { UPLOAD_PAGE } from '@tidemark/domain/tracking/uploads/resources';
import { UPLOAD_MAX_BYTES, uploadExtension } from '@tidemark/domain/tracking/uploads/rows';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inScope } from '../../../engine/scope';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { refuseUnstorable, route } from '../../../http/route';
import { importUpload } from './import';
import { hasSignature } from './sheet-reader';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params, { file: key });

type Received = { name: string; bytes: Buffer };

/** The one file of a multipart request; a second file or an oversized one is refused (SPEC §5). */
export const receiveFile = async (req: FastifyRequest): Promise<Received> => {
  if (!req.isMultipart()) throw refuse('tracking.uploads.noFile');
  let file: Received | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      refuseUnstorable({ file: part.filename });
      const bytes = await part.toBuffer();
      if (file) throw refuse('tracking.uploads.oneFile');
      file = { name: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refuse('tracking.uploads.oneFile');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('tracking.uploads.tooLarge', { max: UPLOAD_MAX_BYTES >> 20 });
    // Anything else failed while reading the client's body: a part cut off, a malformed header.
    throw refuse('tracking.uploads.incomplete');
  }
  if (!file) throw refuse('tracking.uploads.noFile');
  return file;
};

const reportRows = async (app: FastifyInstance, uploadId: number, lang: 'en_us' | 'zh_cn') => {
  const rows = await app.database.query<{
    row_no: number;
    container_no: string | null;
    event_code: string | null;
    location: string | null;
    event_time: string | null;
    import_state: string;
    error_keys: { field: string; key: string }[];
  }>(
    `SELECT row_no, container_no, event_code, location, event_time, import_state, error_keys
       FROM tracking_upload_rows WHERE upload_id = $1 ORDER BY row_no`,
    [uploadId],
  );
  return rows.map((r) => ({
    rowNo: r.row_no,
    containerNo: r.container_no,
    eventCode: r.event_code,
    location: r.location,
    eventTime: r.event_time,
    importState: r.import_state,
    errors: r.error_keys.map((e) => ({
      field: e.field,
      message: `${translate(lang, `tracking.uploads.columns.${e.field}`)}: ${translate(lang, e.key)}`,
    })),
  }));
};

type UploadRow = {
  id: number;
  file_name: string;
  file_type: string;
  upload_state: string;
  import_state: string;
  error_key: string | null;
  error_params: Record<string, string | number> | null;
  total_rows: number;
  imported_rows: number;
  failed_rows: number;
  branch_id: number | null;
  company_id: number | null;
};

/** An upload the user may see: staff of its branch, or the customer company that sent it. */
const visibleUpload = async (app: FastifyInstance, auth: Auth, id: number): Promise<UploadRow> => {
  const row = (
    await app.database.query<UploadRow>(
      `SELECT id, file_name, file_type, upload_state, import_state, error_key, error_params, total_rows, imported_rows, failed_rows,
              branch_id, company_id
         FROM tracking_uploads WHERE id = $1`,
      [id],
    )
  )[0];
  const visible = row !== undefined && inScope(auth, { branchId: row.branch_id, companyId: row.company_id });
  if (!visible) throw notFound();
  return row;
};

const FILE_PAGES = [UPLOAD_PAGE, 'dwEventFile'];
const idQuery = z.object({ id: idField });

/**
 * Container event uploads (uploadContainerTracking): the upload with its row report, the report
 * again, and the stored file; plus the engine lists over uploads, rows, events and nodes.
 */
export const registerTrackingUploadRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/tracking/uploads/containerEvents',
    permission: `${UPLOAD_PAGE}:upload`,
    summary: 'Uploads one .xls/.xlsx file of container events (multipart, field file); answers the row report',
    tags: ['tracking'],
    handler: async ({ req, auth, lang, t }) => {
      const file = await receiveFile(req);
      const kind = uploadExtension(file.name);
      if (!kind || !hasSignature(kind, file.bytes)) throw refuse('tracking.uploads.wrongType');
      if (file.bytes.length > UPLOAD_MAX_BYTES)
        throw refuse('tracking.uploads.tooLarge', { max: UPLOAD_MAX_BYTES >> 20 });
      const user = (
        await app.database.query<{ branch_id: number | null; company_id: number | null }>(
          'SELECT branch_id, company_id FROM users WHERE id = $1',
          [auth.userId],
        )
      )[0];
      const inserted = await app.database.query<{ id: number }>(
        `INSERT INTO tracking_uploads (file_name, file_type, file_size, content, upload_state, import_state, user_id,
                                       branch_id, company_id)
         VALUES ($1, $2, $3, $4, 'running', 'running', $5, $6, $7) RETURNING id`,
        [
          file.name.slice(0, 200),
          kind,
          file.bytes.length,
          file.bytes,
          auth.userId,
          auth.kind === 'staff' ? (user?.branch_id ?? auth.branchIds[0] ?? null) : null,
          auth.kind === 'customer' ? auth.companyId : null,
        ],
      );
      const id = inserted[0]?.id as number;
      const summary = await importUpload(app, auth, { id, fileName: file.name, kind, bytes: file.bytes });
      if (summary.errorKey) throw new AppError(400, summary.errorKey, summary.errorParams, { file: summary.errorKey });
      return ok({ upload: summary, rows: await reportRows(app, id, lang) }, t('tracking.uploads.success'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/uploads/report',
    permission: 'session',
    sessionReason: 'Checks inside for one of the upload pages.',
    summary: 'An upload with its row report, errors in the caller’s language',
    tags: ['tracking'],
    body: idQuery,
    handler: async ({ auth, body, lang }) => {
      if (!FILE_PAGES.some((p) => auth.permissions.has(p))) throw forbidden();
      const u = await visibleUpload(app, auth, body.id);
      return ok({
        upload: {
          id: u.id,
          fileName: u.file_name,
          uploadState: u.upload_state,
          importState: u.import_state,
          errorKey: u.error_key,
          message: u.error_key ? translate(lang, u.error_key, u.error_params ?? undefined) : null,
          totalRows: u.total_rows,
          importedRows: u.imported_rows,
          failedRows: u.failed_rows,
        },
        rows: await reportRows(app, u.id, lang),
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tracking/uploads/file',
    permission: 'session',
    sessionReason: 'Checks inside for one of the upload pages.',
    summary: 'The uploaded file as it was sent',
    tags: ['tracking'],
    query: idQuery,
    handler: async ({ auth, reply, query }) => {
      if (!FILE_PAGES.some((p) => auth.permissions.has(p))) throw forbidden();
      const u = await visibleUpload(app, auth, query.id);
      const content = (
        await app.database.query<{ content: Uint8Array }>('SELECT content FROM tracking_uploads WHERE id = $1', [u.id])
      )[0]?.content;
      if (!content) throw notFound();
      const type =
        u.file_type === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'application/vnd.ms-excel';
      reply.header('content-type', type);
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(u.file_name)}`);
      return reply.send(Buffer.from(content));
    },
  });
};

import {
  DEFAULT_FIELD_TABLE,
  DEFAULT_PAGE_SIZE,
  defaultColumnNames,
  type Language,
  PAGE_SIZES,
  tableFields,
  translate,
} from '@tidemark/domain';
import { FIELD_CONFIG_BRANCH_TYPES } from '@tidemark/domain/admin/index';
import { COLUMN_LIST_PROBLEM_KEYS, type ColumnChoice, parseColumnList } from '@tidemark/domain/engine/field-config';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit } from '../../engine/audit';
import type { Auth } from '../../http/auth';
import { ok, refused } from '../../http/envelope';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { idField, isUniqueViolation, versionField } from '../../http/fields';
import { route } from '../../http/route';

/** Blank form values take the default. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const tableName = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(63)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'settings.fieldConfig.unknownTable' })
    .default(DEFAULT_FIELD_TABLE),
);
const reportType = z.preprocess(blank, z.string().trim().max(100).default(''));
const configType = z.preprocess(blank, z.string().trim().max(30).default(''));
const branchType = z.preprocess(
  blank,
  z.enum(FIELD_CONFIG_BRANCH_TYPES, { error: 'validation.invalid' }).default('all'),
);
const branchCode = z.preprocess(blank, z.string().trim().toUpperCase().max(10).default(''));
const columnsText = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().max(50_000));

const FIELD_LABEL_MAX = 100;

type ConfigRow = {
  id: number;
  tableName: string;
  reportType: string;
  configType: string;
  branchType: string;
  branchCode: string;
  assignFields: string;
  version: number;
  updatedAt: Date;
};

const CONFIG_COLUMNS = `id, table_name AS "tableName", report_type AS "reportType", config_type AS "configType",
  branch_type AS "branchType", branch_code AS "branchCode", assign_fields AS "assignFields", version,
  updated_at AS "updatedAt"`;

const knownTable = (name: string) => {
  const fields = tableFields(name);
  if (!fields)
    throw badRequest('settings.fieldConfig.unknownTable', { tableName: 'settings.fieldConfig.unknownTable' });
  return fields;
};

/** The column list of an administrator's configuration, or a 400 naming what is wrong with it. */
const configColumns = (tableNameValue: string, text: string): ColumnChoice[] => {
  const parsed = parseColumnList(text, knownTable(tableNameValue));
  if ('problem' in parsed) {
    throw new AppError(
      400,
      COLUMN_LIST_PROBLEM_KEYS[parsed.problem],
      { field: parsed.fieldName ?? '' },
      {
        assignFields: 'settings.fieldConfig.checkColumns',
      },
    );
  }
  return parsed.columns.map((c) => ({ ...c, fieldLabel: c.fieldLabel.slice(0, FIELD_LABEL_MAX) }));
};

/**
 * A stored list made current: columns the table no longer has are dropped and labels come from
 * the catalog in the reader's language (a list saved in English reads in Chinese too).
 */
const currentColumns = (table: string, names: readonly string[], lang: Language): ColumnChoice[] => {
  const byName = new Map((tableFields(table) ?? []).map((f) => [f.name, f]));
  const out: ColumnChoice[] = [];
  for (const name of names) {
    const field = byName.get(name);
    if (field) out.push({ fieldName: name, fieldLabel: translate(lang, field.labelKey) });
  }
  return out;
};

const storedNames = (text: string | undefined): string[] => {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    return Array.isArray(raw)
      ? raw
          .map((c) => (c as { fieldName?: unknown } | null)?.fieldName)
          .filter((n): n is string => typeof n === 'string')
      : [];
  } catch {
    return [];
  }
};

/** The office codes of a configuration of this type: its branch, or its controlling office. */
const checkOffice = async (app: FastifyInstance, type: string, code: string): Promise<string> => {
  if (type === 'all') return '';
  const rows = await app.database.query(
    `SELECT 1 FROM branches WHERE code = $1 AND ($2 = 'branch' OR controlling_office_id = id)`,
    [code, type],
  );
  if (rows.length === 0) {
    throw badRequest('settings.fieldConfig.branchCodeInvalid', {
      branchCode: 'settings.fieldConfig.branchCodeInvalid',
    });
  }
  return code;
};

/** The default columns that apply to a user: their branch's configuration, their controlling office's, or all offices'. */
const assignedNames = async (
  app: FastifyInstance,
  auth: Auth,
  keys: { tableName: string; reportType: string; configType: string },
): Promise<readonly string[]> => {
  const rows = await app.database.query<{ assign_fields: string }>(
    `WITH office AS (
       SELECT b.code AS branch, cb.code AS controlling
         FROM users u
         LEFT JOIN companies c ON c.id = u.company_id
         LEFT JOIN branches b ON b.id = COALESCE(u.branch_id, c.branch_id)
         LEFT JOIN branches cb ON cb.id = b.controlling_office_id
        WHERE u.id = $4
     )
     SELECT f.assign_fields
       FROM field_configs f LEFT JOIN office o ON true
      WHERE f.table_name = $1 AND f.report_type = $2 AND f.config_type = $3
        AND (f.branch_type = 'all'
             OR (f.branch_type = 'branch' AND f.branch_code = o.branch)
             OR (f.branch_type = 'controlling_office' AND f.branch_code = o.controlling))
      ORDER BY CASE f.branch_type WHEN 'branch' THEN 0 WHEN 'controlling_office' THEN 1 ELSE 2 END
      LIMIT 1`,
    [keys.tableName, keys.reportType, keys.configType, auth.userId],
  );
  const stored = storedNames(rows[0]?.assign_fields);
  return stored.length > 0 ? stored : defaultColumnNames(keys.tableName, keys.reportType);
};

/**
 * SPEC §7 column configuration, exactly its eight calls: administrators keep default columns per
 * table, report type and office (columnManage); every user keeps their own list.
 */
export const registerFieldConfigRoutes = (app: FastifyInstance): void => {
  const base = '/a/dw/rptFieldCustomized';

  route(app, {
    method: 'POST',
    url: `${base}/queryFieldConfig`,
    permission: 'columnManage',
    summary: 'Column configurations of a table (default rpt_history_temp), filtered by the given keys, one page',
    tags: ['field-config'],
    body: z.object({
      tableName,
      reportType: z.string().trim().max(100).optional().default(''),
      configType: z.string().trim().max(30).optional().default(''),
      branchType: z
        .union([z.literal(''), z.enum(FIELD_CONFIG_BRANCH_TYPES)])
        .optional()
        .default(''),
      branchCode: z.string().trim().toUpperCase().max(10).optional().default(''),
      pageNo: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
      pageSize: z.preprocess(
        blank,
        z.coerce
          .number()
          .int()
          .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
          .default(DEFAULT_PAGE_SIZE),
      ),
    }),
    handler: async ({ body }) => {
      const filters = [body.tableName, body.reportType, body.configType, body.branchType, body.branchCode];
      const where = `table_name = $1 AND ($2 = '' OR report_type = $2) AND ($3 = '' OR config_type = $3)
        AND ($4 = '' OR branch_type = $4) AND ($5 = '' OR branch_code = $5)`;
      const total =
        (
          await app.database.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM field_configs WHERE ${where}`,
            filters,
          )
        )[0]?.n ?? 0;
      const list = await app.database.query<ConfigRow>(
        `SELECT ${CONFIG_COLUMNS} FROM field_configs WHERE ${where}
          ORDER BY report_type, config_type, branch_type, branch_code, id
          LIMIT $6 OFFSET $7`,
        [...filters, body.pageSize, (body.pageNo - 1) * body.pageSize],
      );
      return ok({ list, total, pageNo: body.pageNo, pageSize: body.pageSize });
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/getAllFieldsOnTable`,
    permission: 'session',
    sessionReason: "Column names and labels of a table, which every list's column chooser reads; no row data.",
    summary: "Every column of a table as [{ fieldName, fieldLabel }], labelled in the request's language",
    tags: ['field-config'],
    body: z.object({ tableName }),
    handler: async ({ body, t }) =>
      ok(knownTable(body.tableName).map((f) => ({ fieldName: f.name, fieldLabel: t(f.labelKey) }))),
  });

  route(app, {
    method: 'POST',
    url: `${base}/createFieldConfig`,
    permission: 'columnManage:edit',
    summary:
      'Adds the default columns (assignFields, JSON text) for a table, report type, configuration type and office',
    tags: ['field-config'],
    body: z.object({ tableName, reportType, configType, branchType, branchCode, assignFields: columnsText }),
    handler: async ({ auth, body, t }) => {
      const columns = configColumns(body.tableName, body.assignFields);
      const office = await checkOffice(app, body.branchType, body.branchCode);
      const assignFields = JSON.stringify(columns);
      let row: { id: number; version: number } | undefined;
      try {
        row = (
          await app.database.query<{ id: number; version: number }>(
            `INSERT INTO field_configs (table_name, report_type, config_type, branch_type, branch_code, assign_fields)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, version`,
            [body.tableName, body.reportType, body.configType, body.branchType, office, assignFields],
          )
        )[0];
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('settings.fieldConfig.exists');
        throw error;
      }
      if (!row) throw new Error('field config insert returned nothing');
      await audit(app, {
        entity: 'fieldConfig',
        entityId: row.id,
        action: 'create',
        userId: auth.userId,
        changes: { ...body, branchCode: office, assignFields },
      });
      return ok(row, t('settings.fieldConfig.saved'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/updateFieldConfig`,
    permission: 'columnManage:edit',
    summary: "Replaces a configuration's default columns; a stale version (when given) is a 409",
    tags: ['field-config'],
    body: z.object({ id: idField, assignFields: columnsText, version: versionField }),
    handler: async ({ auth, body, t }) => {
      const before = (
        await app.database.query<ConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM field_configs WHERE id = $1`, [body.id])
      )[0];
      if (!before) throw notFound();
      const assignFields = JSON.stringify(configColumns(before.tableName, body.assignFields));
      const rows = await app.database.query<{ id: number; version: number }>(
        `UPDATE field_configs SET assign_fields = $2, version = version + 1, updated_at = now()
          WHERE id = $1 AND ($3::int IS NULL OR version = $3) RETURNING id, version`,
        [body.id, assignFields, body.version ?? null],
      );
      const row = rows[0];
      if (!row) throw conflict();
      await audit(app, {
        entity: 'fieldConfig',
        entityId: body.id,
        action: 'update',
        userId: auth.userId,
        changes: { assignFields: { from: before.assignFields, to: assignFields } },
      });
      return ok(row, t('settings.fieldConfig.saved'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/deleteFieldConfig`,
    permission: 'columnManage:edit',
    summary: 'Deletes a column configuration; its users fall back to the next one that applies',
    tags: ['field-config'],
    body: z.object({ id: idField }),
    handler: async ({ auth, body, t }) => {
      const rows = await app.database.query<ConfigRow>(
        `DELETE FROM field_configs WHERE id = $1 RETURNING ${CONFIG_COLUMNS}`,
        [body.id],
      );
      const row = rows[0];
      if (!row) throw notFound();
      await audit(app, {
        entity: 'fieldConfig',
        entityId: body.id,
        action: 'delete',
        userId: auth.userId,
        changes: { ...row, updatedAt: undefined },
      });
      return ok(null, t('settings.fieldConfig.deleted'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/saveCustomerFields`,
    permission: 'session',
    sessionReason: "The caller's own column choice for a list; it changes nobody else's.",
    summary:
      "Saves the user's own columns (customerFields, JSON text in order); result 'false' with a message when refused",
    tags: ['field-config'],
    body: z.object({ tableName, reportType, customerFields: columnsText }),
    handler: async ({ auth, body, t }) => {
      const fields = tableFields(body.tableName);
      if (!fields) return refused(t('settings.fieldConfig.unknownTable'));
      // SPEC §5/§8: a list saves only with at least one known column; otherwise the screen shows the message.
      const parsed = parseColumnList(body.customerFields, fields);
      if ('problem' in parsed) {
        return refused(t(COLUMN_LIST_PROBLEM_KEYS[parsed.problem], { field: parsed.fieldName ?? '' }));
      }
      const columns = parsed.columns.map((c) => ({ ...c, fieldLabel: c.fieldLabel.slice(0, FIELD_LABEL_MAX) }));
      await app.database.query(
        `INSERT INTO customer_fields (user_id, table_name, report_type, fields) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, table_name, report_type) DO UPDATE SET fields = EXCLUDED.fields, updated_at = now()`,
        [auth.userId, body.tableName, body.reportType, JSON.stringify(columns)],
      );
      return ok(null, t('settings.fieldConfig.customerSaved'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/clearCustomerFields`,
    permission: 'session',
    sessionReason: "Clears the caller's own column choice for a list.",
    summary: "Drops the user's own columns, back to the configured defaults",
    tags: ['field-config'],
    body: z.object({ tableName, reportType }),
    handler: async ({ auth, body, t }) => {
      await app.database.query(
        'DELETE FROM customer_fields WHERE user_id = $1 AND table_name = $2 AND report_type = $3',
        [auth.userId, body.tableName, body.reportType],
      );
      return ok(null, t('settings.fieldConfig.customerCleared'));
    },
  });

  route(app, {
    method: 'POST',
    url: `${base}/queryCustomerFields`,
    permission: 'session',
    sessionReason: "Reads the caller's own column choice for a list.",
    summary:
      "The default columns that apply to the user (assignFields) and the user's own (customerFields), both JSON text; the own list wins when not empty",
    tags: ['field-config'],
    body: z.object({ tableName, reportType, configType }),
    handler: async ({ auth, body, lang }) => {
      knownTable(body.tableName);
      const assigned = await assignedNames(app, auth, body);
      const own = await app.database.query<{ fields: string }>(
        'SELECT fields FROM customer_fields WHERE user_id = $1 AND table_name = $2 AND report_type = $3',
        [auth.userId, body.tableName, body.reportType],
      );
      return ok({
        assignFields: JSON.stringify(currentColumns(body.tableName, assigned, lang)),
        customerFields: JSON.stringify(currentColumns(body.tableName, storedNames(own[0]?.fields), lang)),
      });
    },
  });
};

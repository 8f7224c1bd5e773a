import { DICT_TYPE_RE } from '@tidemark/domain/engine/dictionaries';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit, diff } from '../../engine/audit';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation, optionalIdField, versionField } from '../../http/fields';
import { route } from '../../http/route';
import { dictionaryOptions } from './dictionaries';

const dictType = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(DICT_TYPE_RE, { error: 'settings.dictionaries.dictTypeFormat' });

const toBool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);

const saveBody = z
  .object({
    id: optionalIdField,
    dictType,
    // The empty value is a real value of some dictionaries (SPEC §9 rail movement 'Empty').
    value: z.string().trim().max(60).optional().default(''),
    labelEn: z.string().trim().min(1, { error: 'validation.required' }).max(100),
    labelZh: z.string().trim().min(1, { error: 'validation.required' }).max(100),
    sort: z.coerce.number().int().min(-1_000_000).max(1_000_000).optional().default(0),
    active: z.preprocess(toBool, z.boolean()).optional().default(true),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
  });

type DictionaryRow = {
  id: number;
  dictType: string;
  value: string;
  labelEn: string;
  labelZh: string;
  sort: number;
  active: boolean;
  version: number;
};

const COLUMNS = `id, dict_type AS "dictType", value, label_en AS "labelEn", label_zh AS "labelZh", sort, active, version`;

/** SPEC §7 findDictTypeList and the dictionaryManage page's list and save. */
export const registerDictionaryRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/new/icbu/findDictTypeList',
    permission: 'session',
    sessionReason: 'Enumeration labels every form and filter shows; reference data, no records.',
    summary: "A dictionary's active values as [{ value, label }] in the request's language, in display order",
    tags: ['dictionaries'],
    body: z.object({ dictType }),
    handler: async ({ body, lang }) => ok(await dictionaryOptions(app.database, body.dictType, lang)),
  });

  route(app, {
    method: 'POST',
    url: '/api/engine/dictionaries/list',
    permission: 'dictionaryManage',
    summary: 'Every dictionary entry (of one dictionary when dictType is given), active or not',
    tags: ['dictionaries'],
    body: z.object({ dictType: z.union([z.literal(''), dictType]).optional() }),
    handler: async ({ body }) =>
      ok(
        await app.database.query<DictionaryRow>(
          `SELECT ${COLUMNS} FROM dictionaries
            WHERE ($1::text IS NULL OR dict_type = $1)
            ORDER BY dict_type, sort, id`,
          [body.dictType || null],
        ),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/api/engine/dictionaries/save',
    permission: 'dictionaryManage:edit',
    summary: 'Adds a dictionary entry, or changes the labels, order and activity of one (with its version)',
    tags: ['dictionaries'],
    body: saveBody,
    handler: async ({ auth, body, t }) => {
      const userId = auth.userId;
      const fields = {
        labelEn: body.labelEn,
        labelZh: body.labelZh,
        sort: body.sort,
        active: body.active,
      };
      if (body.id === undefined) {
        let row: DictionaryRow | undefined;
        try {
          row = (
            await app.database.query<DictionaryRow>(
              `INSERT INTO dictionaries (dict_type, value, label_en, label_zh, sort, active)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
              [body.dictType, body.value, body.labelEn, body.labelZh, body.sort, body.active],
            )
          )[0];
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest('http.400', { value: 'settings.dictionaries.valueExists' });
          throw error;
        }
        if (!row) throw new Error('dictionary insert returned nothing');
        await audit(app, {
          entity: 'dictionary',
          entityId: row.id,
          action: 'create',
          userId,
          changes: { dictType: body.dictType, value: body.value, ...fields },
        });
        return ok({ id: row.id, version: row.version }, t('settings.dictionaries.saved'));
      }
      const before = (
        await app.database.query<DictionaryRow>(`SELECT ${COLUMNS} FROM dictionaries WHERE id = $1`, [body.id])
      )[0];
      if (!before) throw notFound();
      // Code and stored data refer to values: an entry's key never changes, only how it is shown.
      if (before.dictType !== body.dictType || before.value !== body.value) {
        throw badRequest('settings.dictionaries.valueFixed', {
          [before.dictType !== body.dictType ? 'dictType' : 'value']: 'settings.dictionaries.valueFixed',
        });
      }
      const updated = await app.database.query<{ version: number }>(
        `UPDATE dictionaries SET label_en = $3, label_zh = $4, sort = $5, active = $6,
                version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $2 RETURNING version`,
        [body.id, body.version, body.labelEn, body.labelZh, body.sort, body.active],
      );
      const version = updated[0]?.version;
      if (version === undefined) throw conflict();
      await audit(app, {
        entity: 'dictionary',
        entityId: body.id,
        action: 'update',
        userId,
        changes: diff(before, fields),
      });
      return ok({ id: body.id, version }, t('settings.dictionaries.saved'));
    },
  });
};

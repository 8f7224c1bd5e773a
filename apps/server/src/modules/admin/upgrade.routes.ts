import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { audit, diff } from '../../engine/audit';
import { ok } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { idField, optionalIdField, versionField } from '../../http/fields';
import { route } from '../../http/route';

/** The answer of POST /basApi/upgrade, sent as JSON text in data.upgrade (SPEC §3, §7). */
export type UpgradeAnswer = {
  upgradeFlag: 0 | 1;
  /** Start and end in Shanghai time with their offset, e.g. 2026-12-01T22:00:00+08:00. */
  upgradeS: string | null;
  upgradeE: string | null;
  title: string | null;
  body: string | null;
  supportContact: string;
};

/** Shanghai has kept UTC+8 without daylight saving since 1991. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** An instant as ISO 8601 in Shanghai time, which the notice dialog shows (SPEC §9). */
export const shanghaiIso = (at: Date): string =>
  `${new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;

const dateTimeField = z.iso.datetime({ offset: true, error: 'admin.dateTime' }).transform((s) => new Date(s));

const noticeSaveBody = z
  .object({
    id: optionalIdField,
    upgradeFlag: z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0)),
    startsAt: dateTimeField,
    endsAt: dateTimeField,
    titleEn: z.string().trim().min(1, { error: 'validation.required' }).max(100),
    titleZh: z.string().trim().min(1, { error: 'validation.required' }).max(100),
    bodyEn: z.string().trim().min(1, { error: 'validation.required' }).max(2000),
    bodyZh: z.string().trim().min(1, { error: 'validation.required' }).max(2000),
    version: versionField,
  })
  .superRefine((v, ctx) => {
    // Refinements run even when a field failed, so the dates may still be unparsed text here.
    const { startsAt, endsAt } = v as { startsAt: unknown; endsAt: unknown };
    if (startsAt instanceof Date && endsAt instanceof Date && endsAt.getTime() <= startsAt.getTime())
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'admin.endsBeforeStarts' });
    if (v.id !== undefined && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
  });

type NoticeRow = {
  id: number;
  upgradeFlag: number;
  startsAt: Date;
  endsAt: Date;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  version: number;
};

const NOTICE_COLUMNS = `n.id, n.upgrade_flag AS "upgradeFlag", n.starts_at AS "startsAt", n.ends_at AS "endsAt",
  n.title_en AS "titleEn", n.title_zh AS "titleZh", n.body_en AS "bodyEn", n.body_zh AS "bodyZh", n.version`;

const loadNotice = async (app: FastifyInstance, id: number): Promise<NoticeRow | undefined> =>
  (await app.database.query<NoticeRow>(`SELECT ${NOTICE_COLUMNS} FROM upgrade_notices n WHERE n.id = $1`, [id]))[0];

/** Maintenance notices: the public poll, the list and their administration (upgrade page). */
export const registerUpgradeRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/basApi/upgrade',
    permission: 'public',
    summary: 'The running or next maintenance notice as JSON text in data.upgrade; upgradeFlag 0 when none',
    tags: ['access'],
    rateLimitPerMinute: 120,
    body: z.object({}),
    handler: async ({ lang }) => {
      // A running notice started earliest, so ordering by start picks it before any later one.
      const notice = (
        await app.database.query<NoticeRow>(
          `SELECT ${NOTICE_COLUMNS} FROM upgrade_notices n
            WHERE n.upgrade_flag = 1 AND n.ends_at > now()
            ORDER BY n.starts_at, n.id
            LIMIT 1`,
        )
      )[0];
      const zh = lang === 'zh_cn';
      const answer: UpgradeAnswer = notice
        ? {
            upgradeFlag: 1,
            upgradeS: shanghaiIso(new Date(notice.startsAt)),
            upgradeE: shanghaiIso(new Date(notice.endsAt)),
            title: zh ? notice.titleZh : notice.titleEn,
            body: zh ? notice.bodyZh : notice.bodyEn,
            supportContact: app.config.supportContact,
          }
        : {
            upgradeFlag: 0,
            upgradeS: null,
            upgradeE: null,
            title: null,
            body: null,
            supportContact: app.config.supportContact,
          };
      return ok({ upgrade: JSON.stringify(answer) });
    },
  });

  route(app, {
    method: 'POST',
    url: '/basApi/myUpgradeList',
    permission: 'upgrade',
    summary: 'Every maintenance notice, newest first',
    tags: ['access'],
    body: z.object({}),
    handler: async () =>
      ok(
        await app.database.query(
          `SELECT ${NOTICE_COLUMNS}, n.created_by AS "createdBy", u.user_name AS "createdByName",
                  n.created_at AS "createdAt", n.updated_at AS "updatedAt"
             FROM upgrade_notices n LEFT JOIN users u ON u.id = n.created_by
            ORDER BY n.created_at DESC, n.id DESC`,
        ),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/api/access/upgrade/save',
    permission: 'upgrade:edit',
    summary: 'Creates a maintenance notice, or updates one when id and its current version are given',
    tags: ['access'],
    body: noticeSaveBody,
    handler: async ({ auth, body, t }) => {
      const values = {
        upgradeFlag: body.upgradeFlag,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        titleEn: body.titleEn,
        titleZh: body.titleZh,
        bodyEn: body.bodyEn,
        bodyZh: body.bodyZh,
      };
      const params = [
        values.upgradeFlag,
        values.startsAt,
        values.endsAt,
        values.titleEn,
        values.titleZh,
        values.bodyEn,
        values.bodyZh,
      ];
      if (body.id === undefined) {
        const created = (
          await app.database.query<{ id: number; version: number }>(
            `INSERT INTO upgrade_notices (upgrade_flag, starts_at, ends_at, title_en, title_zh, body_en, body_zh, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, version`,
            [...params, auth.userId],
          )
        )[0];
        if (!created) throw conflict();
        await audit(app, {
          entity: 'upgrade_notice',
          entityId: created.id,
          action: 'create',
          userId: auth.userId,
          changes: values,
        });
        return ok(created, t('admin.noticeSaved'));
      }
      const current = await loadNotice(app, body.id);
      if (!current) throw notFound();
      if (current.version !== body.version) throw conflict();
      const updated = (
        await app.database.query<{ version: number }>(
          `UPDATE upgrade_notices
              SET upgrade_flag = $1, starts_at = $2, ends_at = $3, title_en = $4, title_zh = $5, body_en = $6,
                  body_zh = $7, version = version + 1, updated_at = now()
            WHERE id = $8 AND version = $9 RETURNING version`,
          [...params, body.id, body.version],
        )
      )[0];
      if (!updated) throw conflict();
      const before = { ...current, startsAt: new Date(current.startsAt), endsAt: new Date(current.endsAt) };
      const changes = diff(before, values);
      await audit(app, { entity: 'upgrade_notice', entityId: body.id, action: 'update', userId: auth.userId, changes });
      return ok({ id: body.id, version: updated.version }, t('admin.noticeSaved'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/access/upgrade/delete',
    permission: 'upgrade:edit',
    summary: 'Deletes a maintenance notice',
    tags: ['access'],
    body: z.object({ id: idField }),
    handler: async ({ auth, body, t }) => {
      const current = await loadNotice(app, body.id);
      if (!current) throw notFound();
      await app.database.query('DELETE FROM upgrade_notices WHERE id = $1', [body.id]);
      await audit(app, {
        entity: 'upgrade_notice',
        entityId: body.id,
        action: 'delete',
        userId: auth.userId,
        changes: current,
      });
      return ok(null, t('admin.noticeDeleted'));
    },
  });
};

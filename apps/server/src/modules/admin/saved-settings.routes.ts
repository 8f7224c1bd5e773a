import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';

export const CUSTOMIZE_INFO_MAX = 20_000;

const key = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100);

/** SPEC §7 /basApi/cost/linkInfo and linksave: per-user saved page settings (saved filters). */
export const registerSavedSettingRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/basApi/cost/linkInfo',
    permission: 'session',
    sessionReason: "The caller's own saved filters and settings.",
    summary: "The user's saved settings for a menu module and link code (customizeInfo is '' when none)",
    tags: ['saved-settings'],
    body: z.object({ menuModule: key, linkCode: key }),
    handler: async ({ auth, body }) => {
      const rows = await app.database.query<{ customizeInfo: string; updatedAt: Date }>(
        `SELECT customize_info AS "customizeInfo", updated_at AS "updatedAt"
           FROM saved_settings WHERE user_id = $1 AND menu_module = $2 AND link_code = $3`,
        [auth.userId, body.menuModule, body.linkCode],
      );
      const row = rows[0];
      return ok({
        menuModule: body.menuModule,
        linkCode: body.linkCode,
        customizeInfo: row?.customizeInfo ?? '',
        updatedAt: row?.updatedAt ?? null,
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/basApi/cost/linksave',
    permission: 'session',
    sessionReason: "Saves the caller's own filters and settings.",
    summary: "Saves the user's settings (customizeInfo, at most 20,000 characters) for a menu module and link code",
    tags: ['saved-settings'],
    body: z.object({
      menuModule: key,
      linkCode: key,
      customizeInfo: z.string().max(CUSTOMIZE_INFO_MAX).optional().default(''),
    }),
    handler: async ({ auth, body, t }) => {
      await app.database.query(
        `INSERT INTO saved_settings (user_id, menu_module, link_code, customize_info) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, menu_module, link_code)
         DO UPDATE SET customize_info = EXCLUDED.customize_info, updated_at = now()`,
        [auth.userId, body.menuModule, body.linkCode, body.customizeInfo],
      );
      return ok(null, t('settings.savedSettings.saved'));
    },
  });
};

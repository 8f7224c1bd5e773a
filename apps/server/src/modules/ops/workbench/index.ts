import type { FastifyInstance } from 'fastify';
import type { ModulePart } from '../../../engine/module';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { workbench } from './sections';

/** The operations user's work list, read across the other parts' records. */
export const workbenchPart: ModulePart = {
  routes: (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      url: '/api/ops/workbench',
      permission: 'workBench',
      summary:
        "The work bench: bookings to confirm, checklist gaps, VGM missed, consoles without master bill, containers at LFD, in the caller's branches",
      tags: ['ops'],
      handler: async ({ auth, t }) => ok(await workbench(app.database, auth, t)),
    });
  },
};

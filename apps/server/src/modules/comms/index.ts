import type { Module } from '../../engine/module';
import { registerOutboxRoutes } from './outbox.routes';
import * as tables from './schema';

export { type Mail, sendMail } from './mail';

/** Outgoing mail: sent through SMTP when configured, always kept in the outbox. */
export const comms: Module = {
  key: 'comms',
  tables,
  routes: registerOutboxRoutes,
};

import type { PgTable } from 'drizzle-orm/pg-core';
import * as engine from '../engine/schema';
import { MODULES } from '../modules';
import * as reference from '../reference/schema';

/** Every table: the reference data's, the engine's, and each area's from its module. */
export const schema: Readonly<Record<string, PgTable>> = Object.assign(
  {},
  reference,
  engine,
  ...MODULES.map((module) => module.tables),
);

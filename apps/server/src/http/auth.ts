import type { Language } from '@tidemark/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Permission, RouteDoc } from './route-doc';

/** The signed-in principal of a request, resolved by the access module. */
export type Auth = {
  userId: number;
  userName: string;
  kind: 'staff' | 'customer';
  permissions: ReadonlySet<string>;
  /** Branches whose rows a staff user may see; empty for customers. */
  branchIds: readonly number[];
  /** The customer's own company; null for staff. */
  companyId: number | null;
  sessionId: string;
  /**
   * The zone the user reads times in, as the portal shows them: their own choice, else their
   * branch's (a customer's: the branch serving their company), else UTC.
   */
  timeZone: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    routeDocs: RouteDoc[];
    /** Every route Fastify registered, for the test that each one declares a permission. */
    registeredRoutes: { method: string; url: string; permission: unknown }[];
    authorize: (req: FastifyRequest, permission: Permission) => Promise<void>;
    rateLimit: (req: FastifyRequest, bucket: string, perMinute: number) => Promise<void>;
  }
  interface FastifyRequest {
    lang: Language;
    auth: Auth | null;
  }
}

/** The auth of a request that passed a signed-in route's permission check. */
export const signedIn = (req: FastifyRequest): Auth => {
  if (!req.auth) throw new Error(`${req.url}: no signed-in user behind a signed-in route`);
  return req.auth;
};

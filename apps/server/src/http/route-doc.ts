import type { z } from 'zod';

/**
 * What a route declares of itself, shared by the route helper (route.ts) and the request
 * decorations (auth.ts) without either importing the other's types back.
 */

/**
 * Who may call a route: anyone ('public'), any signed-in user ('session'), or holders of a
 * permission string from the menu tree (for example 'tracking:view').
 */
export type Permission = 'public' | 'session' | (string & {});

/** A route as the OpenAPI document and the permission check list it. */
export type RouteDoc = {
  method: string;
  url: string;
  permission: Permission;
  /** Why a 'session' route needs no page permission. */
  sessionReason?: string;
  summary: string;
  tags: string[];
  body?: z.ZodType;
  query?: z.ZodType;
};

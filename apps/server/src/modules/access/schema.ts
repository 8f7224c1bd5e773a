import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userName: text('user_name').notNull(),
  displayName: text('display_name').notNull(),
  email: text('email').notNull(),
  emailVerifiedAt: tz('email_verified_at'),
  passwordHash: text('password_hash').notNull(),
  kind: text('kind').$type<'staff' | 'customer'>().notNull(),
  status: text('status').$type<'active' | 'pending_email' | 'pending_approval' | 'disabled'>().notNull(),
  companyId: integer('company_id'),
  requestedCompany: text('requested_company'),
  branchId: integer('branch_id'),
  phone: text('phone'),
  position: text('position'),
  language: text('language'),
  /** One of the SPEC §9 time zones ('+08:00'); null follows the branch's zone. */
  timeZone: text('time_zone'),
  passwordChangedAt: tz('password_changed_at').notNull().defaultNow(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  description: text('description').notNull().default(''),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userBranchScopes = pgTable(
  'user_branch_scopes',
  {
    userId: integer('user_id').notNull(),
    branchId: integer('branch_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] })],
);

export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id'),
  code: text('code').notNull().unique(),
  menuType: smallint('menu_type').notNull(),
  menuTarget: text('menu_target').notNull().default('PORTAL'),
  menuUrl: text('menu_url'),
  permission: text('permission'),
  titleKey: text('title_key').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
});

export const roleMenuItems = pgTable(
  'role_menu_items',
  {
    roleId: integer('role_id').notNull(),
    menuItemId: integer('menu_item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuItemId] })],
);

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sidHash: text('sid_hash').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const loginFailures = pgTable('login_failures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userKey: text('user_key').notNull(),
  ip: text('ip').notNull(),
  at: tz('at').notNull().defaultNow(),
});

export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').notNull(),
    userKey: text('user_key').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastUsedAt: tz('last_used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userKey] })],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose').$type<'verify_email' | 'reset_password' | 'change_email' | 'handoff'>().notNull(),
  userId: integer('user_id').notNull(),
  payload: jsonb('payload'),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

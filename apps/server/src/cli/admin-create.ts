import { randomInt } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { emailSchema, PASSWORD_PROBLEM_KEYS, passwordProblems, translate, USER_NAME_RE } from '@tidemark/domain';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DataDirBusyError, openDatabase } from '../db/open';
import { hashPassword, syncAccess } from '../modules/access';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const GENERATED_LENGTH = 16;

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length));

/**
 * A strong password that meets SPEC §5 (6-18 characters, upper and lower case letters and
 * digits, not containing the user name). Look-alike characters are left out, since an operator
 * reads it off a terminal.
 */
export const generatePassword = (userName: string): string => {
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
    const all = LOWER + UPPER + DIGITS;
    while (chars.length < GENERATED_LENGTH) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const password = chars.join('');
    if (passwordProblems(password, userName).length === 0) return password;
  }
};

export type AdminInput = { userName: string; email: string; password?: string; displayName?: string };

export class AdminCreateError extends Error {}

/**
 * An active staff user with the built-in administrator role and scope over every branch.
 * Answers the password, generated when none was given.
 */
export const createAdmin = async (
  database: Database,
  input: AdminInput,
): Promise<{ userId: number; password: string; generated: boolean }> => {
  if (!USER_NAME_RE.test(input.userName)) {
    throw new AdminCreateError(translate('en_us', 'validation.userName'));
  }
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new AdminCreateError(translate('en_us', 'validation.email'));
  const password = input.password ?? generatePassword(input.userName);
  const problem = passwordProblems(password, input.userName)[0];
  if (problem) throw new AdminCreateError(translate('en_us', PASSWORD_PROBLEM_KEYS[problem]));
  const existing = await database.query('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [input.userName]);
  if (existing.length > 0) throw new AdminCreateError(`The user name ${input.userName} already exists.`);
  const hash = await hashPassword(password);
  const userId = await database.session(async (conn) => {
    await conn.exec('BEGIN');
    try {
      const rows = await conn.query<{ id: number }>(
        `INSERT INTO users (user_name, display_name, email, email_verified_at, password_hash, kind, status)
         VALUES ($1, $2, $3, now(), $4, 'staff', 'active')
         ON CONFLICT DO NOTHING RETURNING id`,
        [input.userName, input.displayName ?? input.userName, email.data, hash],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new AdminCreateError(`The user name ${input.userName} already exists.`);
      const roles = await conn.query(
        `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE code = 'admin' RETURNING role_id`,
        [id],
      );
      if (roles.length === 0) throw new AdminCreateError('The built-in admin role is missing.');
      await conn.query('INSERT INTO user_branch_scopes (user_id, branch_id) SELECT $1, id FROM branches', [id]);
      await conn.exec('COMMIT');
      return id;
    } catch (error) {
      await conn.exec('ROLLBACK');
      throw error;
    }
  });
  return { userId, password, generated: input.password === undefined };
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.user || !values.email) {
    console.error(
      'usage: npm run admin:create -- --user NAME --email ADDRESS [--password PASSWORD] [--name "Display Name"]',
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  try {
    await migrate(database);
    await syncAccess(database);
    const result = await createAdmin(database, {
      userName: values.user,
      email: values.email,
      password: values.password,
      displayName: values.name,
    });
    console.log(`created administrator ${values.user} (id ${result.userId}) in ${database.kind}`);
    if (result.generated) {
      console.log(`password: ${result.password}`);
      console.log('It is shown only this once: sign in and change it.');
    }
  } catch (error) {
    if (!(error instanceof AdminCreateError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
};

// Runs only as a command, so tests can import createAdmin and generatePassword.
const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) await main();

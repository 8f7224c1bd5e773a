import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** Verifying against this when the user does not exist keeps the timing the same. */
let dummy: Promise<string> | undefined;
export const dummyVerify = async (password: string): Promise<void> => {
  dummy ??= hashPassword('not-a-real-password-Z9');
  await verifyPassword(await dummy, password);
};

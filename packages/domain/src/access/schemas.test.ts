import { describe, expect, it } from 'vitest';
import { changePasswordSchema, signUpSchema } from './schemas';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('account schemas (SPEC §5)', () => {
  it('accepts a good sign-up and reports each broken rule on its field', () => {
    const good = {
      userName: 'jordan.lee',
      displayName: 'Jordan Lee',
      email: 'jordan@example.com',
      companyName: 'Evergood Home Furnishings Co., Ltd.',
      password: 'Harbor2026',
      repeatPassword: 'Harbor2026',
    };
    expect(signUpSchema.safeParse(good).success).toBe(true);
    expect(issues(signUpSchema.safeParse({ ...good, password: 'Jordan.lee1', repeatPassword: 'x' }))).toEqual([
      'password:validation.passwordUserName',
      'repeatPassword:validation.passwordRepeat',
    ]);
    expect(issues(signUpSchema.safeParse({ ...good, userName: '1ab', email: 'nope' }))).toEqual([
      'userName:validation.userName',
      'email:validation.email',
    ]);
  });

  it('checks the new password against the user name when changing it', () => {
    const r = changePasswordSchema.safeParse({
      oldPassword: 'Harbor2026',
      newPassword: 'Csr12345',
      repeatPassword: 'Csr12345',
      userName: 'csr',
    });
    expect(issues(r)).toEqual(['newPassword:validation.passwordUserName']);
  });
});

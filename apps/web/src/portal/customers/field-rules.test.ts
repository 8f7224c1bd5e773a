import { contactCreateSchema } from '@tidemark/domain/customers/resources';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { changedValues, formPayload, schemaRule } from './field-rules';

beforeAll(() => initI18n('en_us'));

const check = (rule: ReturnType<typeof schemaRule>, value: unknown) =>
  (rule as RuleObject).validator?.({} as RuleObject, value, () => undefined);

describe('form rules from the shared schemas', () => {
  it('checks e-mail, mobile and landline as the server does, in the reader’s language', async () => {
    const t = i18n.t.bind(i18n);
    const email = schemaRule(contactCreateSchema.shape.email, t);
    await expect(check(email, 'not-an-address')).rejects.toThrow('Enter a valid e-mail address');
    await expect(check(email, undefined)).rejects.toThrow('This field is required');
    await expect(check(email, 'ops.team@harbour-lights.example')).resolves.toBeUndefined();
    const mobile = schemaRule(contactCreateSchema.shape.mobile, t);
    await expect(check(mobile, '12345')).rejects.toThrow('Enter an 11-digit mobile number starting with 1');
    await expect(check(mobile, '')).resolves.toBeUndefined();
    await expect(check(mobile, '13800138000')).resolves.toBeUndefined();
    const phone = schemaRule(contactCreateSchema.shape.phone, t);
    await expect(check(phone, 'call me')).rejects.toThrow('Enter a phone number like 021-12345678');
    await i18n.changeLanguage('zh_cn');
    await expect(check(email, 'x@')).rejects.toThrow('请输入有效的电子邮箱地址');
    await i18n.changeLanguage('en_us');
  });

  it('sends blank values as empty text and trims the rest', () => {
    expect(formPayload({ a: undefined, b: null, c: '  x ', d: 3, e: false })).toEqual({
      a: '',
      b: '',
      c: 'x',
      d: 3,
      e: false,
    });
  });

  it('keeps only the values that differ from the record', () => {
    const record = { name: 'Acme', email: null, branchId: 2, isPrimary: false };
    expect(changedValues({ name: 'Acme', email: '', branchId: '2', isPrimary: true }, record)).toEqual({
      isPrimary: true,
    });
    expect(changedValues({ name: 'Acme Ltd', email: 'a@b.cn' }, record)).toEqual({ name: 'Acme Ltd', email: 'a@b.cn' });
  });
});

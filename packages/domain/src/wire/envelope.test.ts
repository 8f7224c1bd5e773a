import { describe, expect, it } from 'vitest';
import { httpMessageKey, responseVerdict } from './envelope';

const texts = { notLoggedIn: ['Not logged in'], permissionInsufficient: ['permission is insufficient'] };

describe('SPEC §8 response rule', () => {
  it('passes success and the not-logged-in message', () => {
    expect(responseVerdict({ success: true, result: 'true', message: '' }, texts)).toBe('pass');
    expect(responseVerdict({ success: false, result: 'false', message: 'Not logged in' }, texts)).toBe('pass');
  });
  it('raises the alert only for an empty result with the permission message', () => {
    expect(
      responseVerdict({ success: false, result: '', message: 'The operation permission is insufficient' }, texts),
    ).toBe('permission-alert');
    expect(
      responseVerdict({ success: false, result: 'false', message: 'The operation permission is insufficient' }, texts),
    ).toBe('resolve');
  });
  it('maps statuses to message keys', () => {
    expect(httpMessageKey(504)).toBe('http.504');
    expect(httpMessageKey(418)).toBe('http.unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { canSubmitNewPassword, confirmationError, newPasswordError } from '../../app/password/passwordRules';

describe('new password rules', () => {
  it('needs at least 8 characters', () => {
    expect(newPasswordError('')).toBeUndefined();
    expect(newPasswordError('short')).toBe('app.password.too_short');
    expect(newPasswordError('long enough')).toBeUndefined();
  });

  it('needs the confirmation to equal the password', () => {
    expect(confirmationError('abcdefgh', '')).toBeUndefined();
    expect(confirmationError('abcdefgh', 'abcdefgX')).toBe('app.password.must_match');
    expect(canSubmitNewPassword('abcdefgh', 'abcdefgX')).toBe(false);
    expect(canSubmitNewPassword('abcdefg', 'abcdefg')).toBe(false);
    expect(canSubmitNewPassword('abcdefgh', 'abcdefgh')).toBe(true);
  });
});

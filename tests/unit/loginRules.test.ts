import { describe, expect, it } from 'vitest';
import { canSubmitLogin, emailError, isLocked, isValidEmail, loginRefusal } from '../../app/login/loginRules';

const NOW = Date.parse('2026-06-17T08:00:00Z');

describe('login form rules', () => {
  it('checks the email on every change, saying nothing before the user types', () => {
    expect(emailError('')).toBeUndefined();
    expect(emailError('sales@')).toBe('app.login.invalid_email');
    expect(emailError('sales@demo.test')).toBeUndefined();
    expect(isValidEmail('a b@demo.test')).toBe(false);
  });

  it('needs a valid email and a password of more than 7 characters', () => {
    expect(canSubmitLogin('sales@demo.test', 'demo123')).toBe(false);
    expect(canSubmitLogin('sales@demo.test', 'demo1234')).toBe(true);
    expect(canSubmitLogin('sales', 'demo1234')).toBe(false);
    expect(canSubmitLogin('', 'demo1234')).toBe(false);
  });
});

describe("the server's refusals", () => {
  it('counts attempts from a 401 without locking before the maximum', () => {
    const refusal = loginRefusal(401, { message: 'Wrong credentials', loginAttempts: 2, maxAttempts: 3 }, NOW);
    expect(refusal).toEqual({ attempts: 2, maxAttempts: 3, lockedUntil: undefined });
    expect(isLocked(refusal, NOW)).toBe(false);
  });

  it('locks on a 423 until the given time', () => {
    const lockedUntil = new Date(NOW + 5 * 60_000).toISOString();
    const refusal = loginRefusal(423, { loginAttempts: 3, lockedUntil }, NOW);
    expect(refusal.attempts).toBe(3);
    expect(isLocked(refusal, NOW + 60_000)).toBe(true);
    expect(isLocked(refusal, NOW + 5 * 60_000)).toBe(false);
  });

  it('locks for 5 minutes when the third attempt arrives without a lock time', () => {
    const refusal = loginRefusal(401, { loginAttempts: 3, maxAttempts: 3 }, NOW);
    expect(refusal.lockedUntil).toBe(NOW + 5 * 60_000);
  });
});

import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS, PASSWORD_MIN_LENGTH } from '../../schemas/constants';

/** Login form rules (spec part 1 §5), pure so that tests and the form share them. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** The error under the email field, checked on every change; nothing before the user types. */
export function emailError(email: string): string | undefined {
  return email !== '' && !isValidEmail(email) ? 'app.login.invalid_email' : undefined;
}

/** Submit needs an email of more than 1 character that is valid and a password of more than 7. */
export function canSubmitLogin(email: string, password: string): boolean {
  return email.length > 1 && isValidEmail(email) && password.length >= PASSWORD_MIN_LENGTH;
}

/** What the login screen knows from the server's last refusal (401 or 423 answers). */
export interface LoginRefusal {
  attempts: number;
  maxAttempts: number;
  /** Epoch ms until which the account is locked; set once attempts reach the maximum. */
  lockedUntil?: number;
}

/** Reads the api's refusal body: 401 {loginAttempts, maxAttempts}; 423 {loginAttempts, lockedUntil}. */
export function loginRefusal(status: number | undefined, body: unknown, now: number): LoginRefusal {
  const answer = (body ?? {}) as { loginAttempts?: number; maxAttempts?: number; lockedUntil?: string | number };
  const maxAttempts = Number(answer.maxAttempts ?? LOGIN_MAX_ATTEMPTS);
  const attempts = Number(answer.loginAttempts ?? 0);
  const locked = status === 423 || attempts >= maxAttempts;
  const until = answer.lockedUntil === undefined ? NaN : new Date(answer.lockedUntil).getTime();
  return { attempts, maxAttempts, lockedUntil: locked ? (Number.isNaN(until) ? now + LOGIN_LOCK_MINUTES * 60_000 : until) : undefined };
}

export function isLocked(refusal: LoginRefusal | undefined, now: number): boolean {
  return refusal?.lockedUntil !== undefined && now < refusal.lockedUntil;
}

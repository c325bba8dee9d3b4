import { PASSWORD_MIN_LENGTH } from '../../schemas/constants';

/** New-password rules (spec part 1 §5): at least 8 characters; the confirmation must equal it. */

export function newPasswordError(password: string): string | undefined {
  return password !== '' && password.length < PASSWORD_MIN_LENGTH ? 'app.password.too_short' : undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  return confirmation !== '' && confirmation !== password ? 'app.password.must_match' : undefined;
}

export function canSubmitNewPassword(password: string, confirmation: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && confirmation === password;
}

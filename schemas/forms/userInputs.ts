import { z } from 'zod';
import { INPUT_MAX_LENGTH, LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants';

/** Input rules shared by the login, password, group and user-admin endpoints (spec part 1 §5, part 2 §5). */
export const emailInput = z.string().trim().max(254).pipe(z.email('Please enter a valid email address'));

export const passwordInput = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Min charachter length is ${PASSWORD_MIN_LENGTH}`)
  .max(INPUT_MAX_LENGTH, `at most ${INPUT_MAX_LENGTH} characters`);

export const languageInput = z.enum(LANGUAGES);

/** Group codes are text in the billing data; forms may send them as numbers. */
export const groupCodeInput = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().min(1, 'is required').max(50));

/** Company (tenant) ids arrive as numbers or numeric strings. */
export const companyIdInput = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'is required' })
  .transform(Number)
  .pipe(z.number().int().min(1).max(1_000_000));

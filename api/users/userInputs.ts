import { z } from 'zod';
import { INPUT_MAX_LENGTH, LANGUAGES, PASSWORD_MIN_LENGTH } from '../../schemas/constants';

/** Input rules shared by the login, password and user-admin endpoints (spec part 1 §5, part 2 §5). */
export const emailInput = z.string().trim().max(254).pipe(z.email('Please enter a valid email address'));

export const passwordInput = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Min charachter length is ${PASSWORD_MIN_LENGTH}`)
  .max(INPUT_MAX_LENGTH, `at most ${INPUT_MAX_LENGTH} characters`);

export const languageInput = z.enum(LANGUAGES);

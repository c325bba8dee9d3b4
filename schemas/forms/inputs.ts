import { z } from 'zod';
import { DEBNR_MAX_LENGTH } from '../constants';

/** Reusable input schemas for query strings and bodies (query values arrive as strings). */
export const debnrInput = z.string().trim().min(1, 'is required').max(DEBNR_MAX_LENGTH, `at most ${DEBNR_MAX_LENGTH} characters`);

/** Whether 'YYYY-MM-DD' is a day of the calendar (not 2026-02-31, 2026-13-45). */
export const isCalendarDate = (s: string) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().slice(0, 10) === s;

export const dateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date YYYY-MM-DD')
  .transform((s) => s.slice(0, 10))
  .refine(isCalendarDate, 'must be a real calendar date');

export const boolInput = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'True', 'False'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'True');

export const intInput = (min = 0, max = 1_000_000) => z.coerce.number().int().min(min).max(max);

export const uuidInput = z.string().uuid('must be an azure id (uuid)');

/** A JSON body must be an object; arrays and primitives get a 400, not a crash. */
export const objectBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape);

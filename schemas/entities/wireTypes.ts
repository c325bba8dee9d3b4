import { z } from 'zod';

/** Wire primitives shared by the entity schemas: how the back-office API writes dates and money. */

/** A calendar date, 'YYYY-MM-DD'. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().slice(0, 10) === s, 'must be a real calendar date');

/** An instant, ISO 8601 with time zone (timestamps such as a note's placeDate). */
export const isoTimestamp = z.string().datetime({ offset: true });

/** Euro amount rounded to 2 decimals. */
export const money = z.number().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals');

/** A debtor number as the API sends it (at most 6 characters). */
export const debnr = z.string().min(1).max(6);

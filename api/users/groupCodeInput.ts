import { z } from 'zod';

/** Group codes are text in the billing data; forms may send them as numbers. */
export const groupCodeInput = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().min(1, 'is required').max(50));

/** Company (tenant) ids arrive as numbers or numeric strings. */
export const companyIdInput = z.coerce.number({ error: 'is required' }).int().min(1).max(1_000_000);

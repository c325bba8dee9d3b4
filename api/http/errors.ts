import type { ZodError } from 'zod';

/** An error a client caused or may see: it carries its HTTP status and a message to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The spec's text for a customer that is missing or outside the caller's current debtor group. */
export const CUSTOMER_NOT_FOUND =
  'Either the customer does not exist or does not belong to your current debiteur group. Try switching to a different debiteur group';

/** Flattens a zod error into { 'field.path': message } for the 400 answer. */
export function zodErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

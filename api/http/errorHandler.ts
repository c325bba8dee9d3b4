import type { ErrorRequestHandler } from 'express';
import { HttpError } from './errors';

/** PostgreSQL error classes a client's input can trigger (bad text for a type, out of range, ...): a 400. */
const CLIENT_SQLSTATES = /^(22|23)/;

/** Turns every error into JSON: HttpErrors keep their status; a client's malformed request is a 400; the rest 500. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status && status >= 400 && status < 500) {
    const message = error.type === 'entity.parse.failed' ? 'Malformed JSON body' : String(error.message ?? 'Bad request');
    res.status(status).json({ message });
    return;
  }
  if (typeof error?.code === 'string' && CLIENT_SQLSTATES.test(error.code)) {
    res.status(400).json({ message: 'Invalid input', errors: { _: String(error.message) } });
    return;
  }
  console.error('api error', error);
  res.status(500).json({ message: 'An unexpected error occurred.' });
};

import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { HttpError } from './errors';
import { rejectedInput } from './rejectedInput';

/** PostgreSQL error classes a client's input can trigger (bad text for a type, out of range, ...): a 400. */
const CLIENT_SQLSTATES = /^(22|23)/;

/** Our words for the body parser's refusals (its own texts are not meant for clients). */
const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body too large',
};

/**
 * Turns every error into JSON: HttpErrors keep their status; a client's malformed request is a 400.
 * No answer carries driver or SQL text: the database's refusal of a value is a 400 in our own words,
 * anything else a plain 500.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: PARSER_MESSAGES[String(error.type)] ?? STATUS_CODES[status] ?? 'Bad request' });
    return;
  }
  if (typeof error?.code === 'string' && CLIENT_SQLSTATES.test(error.code)) {
    const { field, message } = rejectedInput(error.code, { ...(req.query as object), ...req.params, ...(typeof req.body === 'object' ? req.body : {}) });
    res.status(400).json({ message: 'Invalid input', errors: { [field]: message } });
    return;
  }
  console.error('api error', error);
  res.status(500).json({ message: 'An unexpected error occurred.' });
};

import { STATUS_CODES, type ServerResponse } from 'node:http';
import { HttpError } from './errors';
import { rejectedInput } from './rejectedInput';
import { sendJson } from './sendJson';
import { logFault } from './faultLog';

/** PostgreSQL error classes a client's input can trigger (bad text for a type, out of range, ...): a 400. */
const CLIENT_SQLSTATES = /^(22|23)/;

/** Our words for the body parser's refusals (its own texts are not meant for clients). */
const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body too large',
  'entity.too.deep': 'Request body nested too deeply',
};

/**
 * Answers any error as JSON: HttpErrors keep their status; a client's malformed request is a 400.
 * No answer carries driver or SQL text: the database's refusal of a value is a 400 in our own words,
 * naming the field of `input` (the call's query, path parameters and body) that holds it; anything
 * else a plain 500.
 */
export function answerError(res: ServerResponse, error: any, input: Record<string, unknown>): void {
  if (res.headersSent) {
    // Part of the answer is already on its way: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, { message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status && status >= 400 && status < 500) {
    sendJson(res, status, { message: PARSER_MESSAGES[String(error.type)] ?? STATUS_CODES[status] ?? 'Bad request' });
    return;
  }
  if (typeof error?.code === 'string' && CLIENT_SQLSTATES.test(error.code)) {
    const { field, message } = rejectedInput(error.code, input);
    sendJson(res, 400, { message: 'Invalid input', errors: { [field]: message } });
    return;
  }
  logFault('api error', error);
  sendJson(res, 500, { message: 'An unexpected error occurred.' });
}

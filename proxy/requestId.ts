import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Visible ASCII only, at most 200 characters: anything else could forge or flood a log line. */
const SANE = /^[\x21-\x7e]{1,200}$/;

export const isSaneId = (value: string) => SANE.test(value);

/**
 * The request's id: the caller's `X-Request-Id` when it is sane (a balancer in front made it), else a
 * new one. It is set on the request, so the api receives the same id with the forwarded call.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SANE.test(given)) return given;
  const made = randomUUID();
  req.headers['x-request-id'] = made;
  return made;
}

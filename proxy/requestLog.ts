import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { requestIdOf } from './requestId';
import { routeTemplateOf } from './routeTemplate';
import { azureIdOf } from './tokenUser';

/** A line of text for the log (the proxy's own messages: an upstream that failed, a fault). */
export type LogLine = (line: string) => void;

/**
 * What the log keeps of one request. Never its raw path, query string, body or token: the route is the
 * template, the user the token's azureId claim.
 */
export interface RequestEntry {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  azureId?: string;
  /** The client left before the answer was complete. */
  aborted?: true;
}

export type RequestLog = (entry: RequestEntry) => void;

/** Where the proxy logs: each request, and its messages. */
export interface Logs {
  request: RequestLog;
  message: LogLine;
}

/**
 * Gives the request its id (`X-Request-Id`: the caller's if sane, else a new one; passed on to the api
 * and returned in the answer), and once its response is done (or abandoned) hands `done` its entry.
 */
export function watchRequest(req: IncomingMessage, res: ServerResponse, done: RequestLog): void {
  const started = performance.now();
  const requestId = requestIdOf(req);
  res.setHeader('x-request-id', requestId);
  res.once('close', () => {
    const entry: RequestEntry = {
      requestId,
      method: req.method ?? '',
      route: routeTemplateOf(req.method ?? '', req.url ?? ''),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    const azureId = azureIdOf(req.headers.authorization);
    if (azureId !== undefined) entry.azureId = azureId;
    if (!res.writableFinished) entry.aborted = true;
    done(entry);
  });
}

/** One JSON object per line (pino), for a machine: `{"level":"info","time":"…","requestId":…}`. */
export function jsonLogs(write: (chunk: string) => void = batchedStandardOutput): Logs {
  const logger = pino(
    { base: undefined, timestamp: () => `,"time":"${timestamp()}"`, formatters: { level: (label) => ({ level: label }) } },
    { write },
  );
  return { request: (entry) => logger.info(entry), message: (line) => logger.warn(line) };
}

/** A short line per request, for people (LOG_FORMAT=pretty). */
export function prettyLogs(log: LogLine = standardOutput): Logs {
  return {
    request: (e) => log(`${timestamp()} ${e.method} ${e.route} ${e.status} ${e.durationMs}ms${e.aborted ? ' (aborted)' : ''} ${e.azureId ?? '-'} ${e.requestId}`),
    message: log,
  };
}

export const logsOf = (format: 'json' | 'pretty'): Logs => (format === 'pretty' ? prettyLogs() : jsonLogs());

let second = -1;
let secondText = '';

/** Now as an ISO 8601 string, its date and time formatted once a second (a request costs a Date otherwise). */
export function timestamp(now = Date.now()): string {
  const current = Math.floor(now / 1000);
  if (current !== second) {
    second = current;
    secondText = new Date(current * 1000).toISOString().slice(0, 20);
  }
  return `${secondText}${String(now % 1000).padStart(3, '0')}Z`;
}

let pending: string[] = [];
let exitHooked = false;
const flush = () => {
  const chunks = pending;
  pending = [];
  if (chunks.length > 0) process.stdout.write(chunks.join(''));
};

/**
 * Text to standard output, written together once per turn of the event loop (a burst of requests is
 * one write; a console.log per line was a tenth of the proxy's CPU per API call). What is pending when
 * the process exits is written then. Each chunk ends with its newline.
 */
export function batchedStandardOutput(chunk: string): void {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', flush);
  }
  if (pending.length === 0) setImmediate(flush);
  pending.push(chunk);
}

/** The proxy's default line log: lines to standard output, batched as above. */
export const standardOutput: LogLine = (line) => batchedStandardOutput(`${line}\n`);

import type { IncomingMessage, ServerResponse } from 'node:http';

export type LogLine = (line: string) => void;

/**
 * One line per request once its response is done (or abandoned): method, path, status, duration.
 * The query string is left out: it can carry ids and e-mail addresses.
 */
export function logRequest(log: LogLine, req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const path = (req.url ?? '').split('?', 1)[0];
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const outcome = res.writableFinished ? '' : ' (aborted)';
    log(`${timestamp()} ${req.method} ${path} ${res.statusCode} ${ms}ms${outcome}`);
  });
}

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
  const lines = pending;
  pending = [];
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
};

/**
 * The proxy's default log: lines to standard output, written together once per turn of the event loop
 * (a burst of requests is one write; a console.log per line was a tenth of the proxy's CPU per API
 * call). What is pending when the process exits is written then.
 */
export const standardOutput: LogLine = (line) => {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', flush);
  }
  if (pending.length === 0) setImmediate(flush);
  pending.push(line);
};

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
    log(`${new Date().toISOString()} ${req.method} ${path} ${res.statusCode} ${ms}ms${outcome}`);
  });
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

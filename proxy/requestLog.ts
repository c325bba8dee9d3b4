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

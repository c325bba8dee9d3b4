import type { RequestHandler } from 'express';

export type LogLine = (line: string) => void;

/**
 * One line per request once its response is done (or abandoned): method, path, status, duration.
 * The query string is left out: it can carry ids and e-mail addresses.
 */
export function requestLog(log: LogLine): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const outcome = res.writableFinished ? '' : ' (aborted)';
      log(`${new Date().toISOString()} ${req.method} ${req.path} ${res.statusCode} ${ms}ms${outcome}`);
    });
    next();
  };
}

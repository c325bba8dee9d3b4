import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { LogLine } from './requestLog';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Client mistakes (a malformed path, a missing file) keep their 4xx status; only our own faults are 500s. */
export function jsonErrors(log: LogLine): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: status === 404 ? 'Not found' : 'Bad request' });
      return;
    }
    log(`proxy error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res.status(500).json({ message: 'An unexpected error occurred.' });
  };
}

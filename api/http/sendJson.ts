import type { ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers `value` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.end(JSON.stringify(value ?? null));
}

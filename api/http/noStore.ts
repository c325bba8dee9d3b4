import type { RequestHandler } from 'express';

/** Tokens and customer data must not sit in a browser's or a shared cache: every /api answer says so. */
export const NO_STORE = 'no-store';

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', NO_STORE);
  next();
};

import type { Request } from 'express';
import { isApiPagePath } from '../schemas/appRoutes';

const API_PREFIX = /^\/api(?:\/|$)/i;

/**
 * A browser opening a page (typed URL, link, reload), as opposed to a script calling the API.
 * Browsers mark navigations with Sec-Fetch-Mode: navigate; older clients are judged by Accept alone.
 */
export function isPageNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.get('sec-fetch-mode');
  if (mode !== undefined && mode !== 'navigate') return false;
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

/**
 * Everything under /api/ goes to the back-office API, except a navigation to one of the app's own
 * pages that live there (the export pages of the route table): the browser must get the app for those.
 */
export function isApiCall(req: Request): boolean {
  return API_PREFIX.test(req.path) && !(isApiPagePath(req.path) && isPageNavigation(req));
}

/** A path under /api/ that is none of the app's pages: an API call whoever asks (`url` as the request line has it). */
export function isPlainApiPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return API_PREFIX.test(path) && !isApiPagePath(path);
}

import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { isPageNavigation } from './navigation';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app. Files under assets/ carry a content hash in their name, so browsers keep them for a
 * year; everything else (index.html first) is revalidated on each load so a new release shows at once.
 */
export function builtApp(distDir: string): RequestHandler {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  return express.static(distDir, {
    redirect: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
}

/** Client-side routes: a page navigation that matched no file opens the app, which routes in the browser. */
export function spaFallback(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (!isPageNavigation(req)) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(path.join(distDir, 'index.html'), { cacheControl: false });
  };
}

import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { isPageNavigation } from './navigation';
import { precompressedFiles } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app. Files under assets/ carry a content hash in their name, so browsers keep them for a
 * year; everything else (index.html first) is revalidated on each load so a new release shows at once.
 */
export function builtApp(distDir: string): RequestHandler[] {
  const assetsDir = path.join(path.resolve(distDir), 'assets') + path.sep;
  const setHeaders = (res: express.Response, filePath: string) => res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
  // The build wrote .br and .gz twins (vite.config.ts): sent as they are, never compressed again.
  return [apiDocsFolder, precompressedFiles(distDir, setHeaders), express.static(distDir, { redirect: false, setHeaders })];
}

/** The API documentation (dist/api-docs/, written by the build) is a folder: its page loads files relative to it. */
const apiDocsFolder: RequestHandler = (req, res, next) => (req.path === '/api-docs' ? res.redirect(301, '/api-docs/') : next());

/** Client-side routes: a page navigation that matched no file opens the app, which routes in the browser. */
export function spaFallback(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (!isPageNavigation(req)) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(path.join(distDir, 'index.html'), { cacheControl: false });
  };
}

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import { acceptableEncodings } from '../api/http/encodings';

/**
 * Static files compressed once, at build time, next to the original (`x.js.br`, `x.js.gz`), and served
 * as such: no CPU spent compressing the app's code on each request, and the best ratio (brotli at its
 * highest quality, too slow to do per request).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/i;
/** Smaller files are not worth a second request for the encoding's bookkeeping. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the .br and .gz twins of every compressible file under `dir` (the vite build's last step). */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    await writeFile(`${file}.gz`, await gzipped(body, { level: constants.Z_BEST_COMPRESSION }));
    written++;
  }
  return written;
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
const ENCODINGS = ['br', 'gzip'] as const;

/**
 * Serves a file's pre-compressed twin when the client accepts its encoding (brotli before gzip), with
 * the original's type and the given headers; anything else goes on to the plain static files.
 */
export function precompressedFiles(root: string, setHeaders: (res: express.Response, filePath: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(base, `.${relative}`);
    if (!file.startsWith(base + path.sep) || !COMPRESSIBLE.test(file)) return next();
    const encoding = acceptableEncodings(req.get('accept-encoding'), ENCODINGS).find((candidate) => existsSync(file + SUFFIX[candidate]) && statSync(file + SUFFIX[candidate]).isFile());
    if (!encoding) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(file));
    setHeaders(res, file);
    res.sendFile(file + SUFFIX[encoding], { cacheControl: false, lastModified: true, etag: true, headers: { 'Content-Type': res.get('Content-Type') } });
  };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PreparedDatabase } from '../api/bootstrap';
import type { PgliteDatabase } from '../api/db/pglite';
import { apiThreadMetrics } from './apiThreadMetrics';
import { API_METRICS_PATH } from './metricsEndpoint';

export const API_BACKUP_PATH = '/_internal/backup';

/**
 * The embedded api's loopback-only routes beside /api: its thread's metrics (for the proxy's /metrics),
 * and for a PGlite data folder a backup (`npm run backup` while the app runs: only this process may open
 * the folder). The backup wants the token this process wrote into the folder's lock file (mode 0600),
 * so it is for whoever may read the data folder anyway.
 */
export function withInternalRoutes(db: PreparedDatabase, api: RequestListener): { listener: RequestListener; advertise(url: string): Promise<void> } {
  const metrics = apiThreadMetrics(db);
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const backupAllowed = (req: IncomingMessage) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const pglite = db.engine === 'pglite' && db.dataDirLock ? (db as unknown as PgliteDatabase) : undefined;

  const internal = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === API_METRICS_PATH && req.method === 'GET') {
      res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
      res.end(await metrics.metrics());
    } else if (req.url === API_BACKUP_PATH && req.method === 'GET' && pglite && backupAllowed(req)) {
      const tarball = Buffer.from(await (await pglite.backup()).arrayBuffer());
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.length, 'cache-control': 'no-store' });
      res.end(tarball);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"Unknown endpoint"}');
    }
  };
  return {
    listener: (req, res) => {
      if (!req.url?.startsWith('/_internal/')) return api(req, res);
      internal(req, res).catch(() => res.destroy());
    },
    advertise: async (url) => {
      if (pglite) await db.dataDirLock!.advertise({ backupUrl: `${url}${API_BACKUP_PATH}`, token });
    },
  };
}

import { parentPort, workerData } from 'node:worker_threads';
import { prepareDatabase } from '../api/bootstrap';
import { systemClock } from '../api/clock';
import { loadJwtSecret } from '../api/config';
import { serveEmbeddedApi } from './embeddedApi';
import type { ApiThreadReady, ApiWorkerData } from './apiThread';

/**
 * The embedded back-office API's thread: opens (and on first start seeds) the database, serves the api
 * on a loopback port (the one it is given: a thread started again keeps its predecessor's), reports its
 * address and key, and on 'stop' lets calls in flight finish, closes
 * the database and ends.
 */
const options = workerData as ApiWorkerData;
const db = await prepareDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, seedCustomers: options.seedCustomers, log: console.log });
const jwtSecret = await loadJwtSecret(options.env, options.dataDir);
// Its only client is the proxy on loopback, whose X-Forwarded-For carries the user's address.
const api = await serveEmbeddedApi(db, { env: { ...options.env, TRUST_PROXY: 'true' }, jwtSecret, clock: systemClock, port: options.port });
parentPort!.once('message', async () => {
  await api.close();
  await db.close();
  process.exit(0);
});
parentPort!.postMessage({ url: api.url, jwtSecret } satisfies ApiThreadReady);

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../api/bootstrap';
import { systemClock } from '../api/clock';
import { createProxyApp } from '../proxy/createProxyApp';
import { serveEmbeddedApi } from '../proxy/embeddedApi';
import { listen } from '../proxy/serve';

/**
 * The system under test, in its own process like `npm start`: the embedded api and the proxy in front
 * of it, over a PGlite database seeded once per size and kept in bench/results/. Tells its parent the
 * two addresses over IPC, then answers each message with the CPU time used so far; stops on SIGTERM.
 */
const customers = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const dataDir = fileURLToPath(new URL(`./results/data-${customers}/`, import.meta.url));

const db = await prepareDatabase({ dataDir, seedCustomers: customers, log: (line) => console.error(line) });
// Fresh planner statistics, as a production database would have after autovacuum.
await db.exec('ANALYZE');
const jwtSecret = randomBytes(32).toString('base64url');
const api = await serveEmbeddedApi(db, { env: { TRUST_PROXY: 'true', ACCESS_TOKEN_TTL: '3600' }, jwtSecret, clock: systemClock });
const proxy = createProxyApp({
  distDir: fileURLToPath(new URL('../dist/', import.meta.url)),
  configDir: fileURLToPath(new URL('../resources/config/', import.meta.url)),
  upstreamUrl: api.url,
  jwtSecret,
  // A real log line per request, as in production; stdout goes nowhere.
  log: console.log,
});
const { port } = await listen(proxy, 0, '127.0.0.1');
process.send?.({ apiUrl: api.url, proxyUrl: `http://127.0.0.1:${port}` });
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMs: (user + system) / 1000 });
});
process.on('SIGTERM', () => process.exit(0));

import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startApiThread } from '../proxy/apiThread';
import { createProxyApp } from '../proxy/createProxyApp';
import { listen } from '../proxy/serve';

/**
 * The system under test, in its own process and shaped like `npm start`: the embedded api in its thread
 * and the proxy in front of it (and, as the floor the proxy is judged against, a bare pass-through), over a PGlite database seeded once per size and kept in bench/results/.
 * Tells its parent the two addresses over IPC, then answers each message with the CPU time used so far
 * (every thread of the process); stops on SIGTERM.
 */
const customers = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const dataDir = fileURLToPath(new URL(`./results/data-${customers}/`, import.meta.url));

const api = await startApiThread({ dataDir, seedCustomers: customers, env: { ...process.env, ACCESS_TOKEN_TTL: '3600' } });
const proxy = createProxyApp({
  // BENCH_DIST_DIR: a build of its own (vite build --outDir), so a bench does not take dist/ from under others' runs.
  distDir: process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url)),
  configDir: fileURLToPath(new URL('../resources/config/', import.meta.url)),
  upstreamUrl: api.url,
  jwtSecret: api.jwtSecret,
  // The log of production (a line per request to standard output, which goes nowhere here).
});
const { port } = await listen(proxy, 0, '127.0.0.1');

/** The floor of one Node.js hop: the request piped to the api over a keep-alive agent, the answer piped back, nothing else. */
const upstream = new URL(api.url);
const agent = new http.Agent({ keepAlive: true });
const bare = http.createServer((req, res) => {
  const forwarded = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  forwarded.on('error', () => res.destroy());
  req.pipe(forwarded);
});
const barePort = await new Promise<number>((resolve) => bare.listen(0, '127.0.0.1', () => resolve((bare.address() as { port: number }).port)));

process.send?.({ apiUrl: api.url, bareUrl: `http://127.0.0.1:${barePort}`, proxyUrl: `http://127.0.0.1:${port}` });
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMs: (user + system) / 1000 });
});
// The api's own stop: it closes its database and gives up the data folder's lock, which the next run would find stale.
process.on('SIGTERM', () => {
  void api.close().finally(() => process.exit(0));
});

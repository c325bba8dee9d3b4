// npm run cluster: the production deployment's shape on this machine (README, Operations): a PostgreSQL
// server of its own, two app instances on it and HAProxy in front (deploy/haproxy.cfg), all in a temporary
// folder. Prints the URL; Ctrl+C (or SIGTERM) stops everything and deletes the folder. The balancer
// listens on HOST:PORT (default 127.0.0.1:8080); SEED_CUSTOMERS defaults to 300 here.
import { ensureAppBuilt } from './lib/appBuild.mjs';
import { startCluster, type Cluster } from './lib/cluster';

/** The balancer's health checks, a line per second per instance: left out of what is shown. */
const isReadinessCheck = (line: string) => line.includes('"route":"/readyz"') && line.includes('"status":200');

const built = await ensureAppBuilt();
if (built !== 0) {
  console.error('The build failed: fix the errors above, then run npm run cluster again.');
  process.exit(built);
}

let cluster: Cluster | undefined;
let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping HAProxy, the instances (they drain first) and PostgreSQL...`);
  await cluster?.stop();
  console.log('Stopped; the cluster folder is deleted.');
  process.exit(0);
};
// The instances and HAProxy are this process's children: a Ctrl+C in the terminal reaches them too, and
// stop() waits for each to end before PostgreSQL stops and the folder goes.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const host = process.env.HOST || '127.0.0.1';
  cluster = await startCluster({
    host,
    port: Number(process.env.PORT || 8080),
    seedCustomers: Number(process.env.SEED_CUSTOMERS || 300),
    onLine: (source, line) => {
      if (!isReadinessCheck(line)) console.log(`[${source}] ${line}`);
    },
    log: (line) => console.log(line),
  });
  if (stopping) process.exit(0);
  const shown = host === '0.0.0.0' || host === '::' ? cluster.url.replace(host, 'localhost') : cluster.url;
  console.log(
    [
      '',
      `Flora CRM cluster: ${shown}`,
      `  HAProxy (deploy/haproxy.cfg) → ${cluster.instances.map((i) => `${i.name} ${i.url} (pid ${i.pid})`).join(', ')}`,
      `  ${cluster.postgresVersion}: ${cluster.databaseUrl}`,
      '  Users: admin@demo.test, sales@demo.test, ... (password demo1234). Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

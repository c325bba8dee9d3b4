import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppInstance } from './clusterInstance';
import { SERVER_NAMES, startHaproxy, type Haproxy } from './clusterHaproxy';
import { startThrowawayPostgres, type ThrowawayPostgres } from './clusterPostgres';
import { freePort } from './clusterProcess';

export interface ClusterOptions {
  /** Interface and port of the balancer (port 0: a free one). */
  host?: string;
  port?: number;
  /** Customers seeded by the instance that prepares the empty database. */
  seedCustomers: number;
  /** More settings for every instance (LOGIN_FAILURE_LIMIT, DRAIN_SECONDS, LOG_FORMAT, ...). */
  env?: NodeJS.ProcessEnv;
  /** Where each process's output lines go, with its name: 'app1', 'app2', 'haproxy'. */
  onLine?: (source: string, line: string) => void;
  /** Progress, for a person watching. */
  log?: (line: string) => void;
}

export interface Cluster {
  /** The balancer, where clients go. */
  url: string;
  /** The database every instance uses. */
  databaseUrl: string;
  postgresVersion: string;
  /** app1 and app2, as HAProxy names them. */
  instances: AppInstance[];
  haproxy: Haproxy;
  /** Stops HAProxy, the instances (SIGTERM: they drain) and PostgreSQL, and deletes the cluster's folder. */
  stop(): Promise<void>;
}

/** Settings an instance must not take from the caller's environment: the cluster sets them. */
const CLUSTER_SET = ['DATABASE_URL', 'UPSTREAM_API_URL', 'DATA_DIR', 'PORT', 'HOST', 'JWT_SECRET', 'PUBLIC_URL'];

function instanceEnv(base: NodeJS.ProcessEnv, own: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const name of CLUSTER_SET) delete env[name];
  return { ...env, ...own };
}

/**
 * The deployment's shape on one machine, with real parts: a PostgreSQL server of its own, two app
 * instances started together on its empty database (one migrates and seeds, the other waits; same
 * DATABASE_URL and JWT_SECRET, each its own port and DATA_DIR), and HAProxy in front with
 * deploy/haproxy.cfg (round robin, checks on /readyz). Everything lives in one temporary folder. Resolves
 * once HAProxy sees both instances ready. Used by `npm run cluster` and by tests/cluster.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined);
  const onLine = options.onLine ?? (() => undefined);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-cluster-'));
  let postgres: ThrowawayPostgres | undefined;
  let haproxy: Haproxy | undefined;
  const instances: AppInstance[] = [];

  let stopped = false;
  // A caller that exits without stop() (an error, a test runner torn down) leaves nothing running.
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    haproxy?.stopNow();
    for (const instance of instances) instance.killNow();
    postgres?.stopNow();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    await haproxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.stop().catch((error: unknown) => log(`PostgreSQL did not stop cleanly: ${String(error)}`));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    log('Starting PostgreSQL...');
    postgres = await startThrowawayPostgres(dir, 'flora_crm');
    log(`${postgres.version} on ${new URL(postgres.databaseUrl).host}`);
    const host = options.host ?? '127.0.0.1';
    const balancerPort = options.port || (await freePort());
    const shared = {
      DATABASE_URL: postgres.databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_CUSTOMERS: String(options.seedCustomers),
      PUBLIC_URL: `http://${host}:${balancerPort}`,
    };
    for (const name of SERVER_NAMES) {
      const port = await freePort();
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir);
      const env = instanceEnv(process.env, { ...options.env, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      instances.push(new AppInstance(name, port, env, (line) => onLine(name, line)));
    }
    log(`Starting ${instances.map((i) => `${i.name} on port ${i.port}`).join(' and ')} (the first start migrates and seeds ${options.seedCustomers} customers)...`);
    for (const instance of instances) instance.start();
    await Promise.all(instances.map((instance) => instance.ready()));
    haproxy = await startHaproxy({
      bind: `${host}:${balancerPort}`,
      servers: instances.map((instance) => `127.0.0.1:${instance.port}`),
      statsSocket: path.join(dir, 'haproxy.sock'),
      onLine: (line) => onLine('haproxy', line),
    });
    for (const name of SERVER_NAMES) await haproxy.waitForServer(name, 'UP');
    return { url: `http://${host}:${balancerPort}`, databaseUrl: postgres.databaseUrl, postgresVersion: postgres.version, instances, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

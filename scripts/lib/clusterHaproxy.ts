import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureSystemPackages } from './systemDeps.mjs';
import { ROOT, runCaptured, spawnWithLines, waitUntil, type LongRunning } from './clusterProcess';

/** The sample configuration the cluster runs as it is (its ${FLORA_*} values come from the environment). */
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy', 'haproxy.cfg');
const HAPROXY = '/usr/sbin/haproxy';
/** The backend and its servers as deploy/haproxy.cfg names them. */
const BACKEND = 'flora_app';
export const SERVER_NAMES = ['app1', 'app2'] as const;

export interface HaproxyOptions {
  /** host:port clients connect to. */
  bind: string;
  /** host:port of each instance, in SERVER_NAMES' order. */
  servers: readonly string[];
  statsSocket: string;
  onLine: (line: string) => void;
}

export interface Haproxy {
  /** Each server's state as HAProxy's checks see it: 'UP', 'DOWN', 'UP 1/2' (going up), ... */
  serverStates(): Promise<Record<string, string>>;
  /** Resolves once HAProxy sees `server` in `state` (exactly 'UP' or 'DOWN'). */
  waitForServer(server: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  stopNow(): void;
}

/** One command to HAProxy's admin socket; its answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = '';
    connection.setTimeout(2000, () => connection.destroy(new Error('HAProxy admin socket: no answer')));
    connection.on('connect', () => connection.end(`${command}\n`));
    connection.on('data', (chunk: Buffer) => (answer += chunk));
    connection.on('error', reject);
    connection.on('close', () => resolve(answer));
  });
}

/** `show stat` is CSV with a '# ' header line: the status column of our backend's servers. */
function statesOf(csv: string): Record<string, string> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxy] === BACKEND && SERVER_NAMES.includes(cells[server] as (typeof SERVER_NAMES)[number])) states[cells[server]!] = cells[status]!;
  }
  return states;
}

/**
 * Debian's HAProxy (installed with apt-get when missing) in the foreground with deploy/haproxy.cfg. The
 * configuration is checked first, so a mistake in it reads as HAProxy's own message.
 */
export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  if (!existsSync(HAPROXY) && (await ensureSystemPackages(['haproxy'])) !== 0) throw new Error('HAProxy is needed (Debian package haproxy)');
  if (options.servers.length !== SERVER_NAMES.length) throw new Error(`deploy/haproxy.cfg names ${SERVER_NAMES.length} servers`);
  const env = {
    ...process.env,
    FLORA_BIND: options.bind,
    FLORA_APP1: options.servers[0],
    FLORA_APP2: options.servers[1],
    FLORA_STATS_SOCKET: options.statsSocket,
  };
  await runCaptured(HAPROXY, ['-c', '-q', '-f', HAPROXY_CONFIG], { env });
  const running: LongRunning = spawnWithLines(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], env, options.onLine);
  let exited = false;
  void running.exited.then(() => (exited = true));
  const serverStates = async () => statesOf(await adminCommand(options.statsSocket, 'show stat'));
  await waitUntil('HAProxy to listen', async () => {
    if (exited) throw new Error('HAProxy stopped while starting');
    return serverStates().then(() => true, () => false);
  }, 10_000);
  return {
    serverStates,
    waitForServer: (server, state, timeoutMs = 30_000) =>
      waitUntil(`HAProxy to see ${server} ${state}`, async () => (await serverStates())[server] === state, timeoutMs),
    async stop() {
      if (exited) return;
      running.child.kill('SIGTERM');
      await running.exited;
    },
    stopNow: () => {
      if (!exited) running.child.kill('SIGKILL');
    },
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchServer {
  apiUrl: string;
  /** A bare node:http pass-through to the api: the cost of one hop with nothing else. */
  bareUrl: string;
  proxyUrl: string;
  /** CPU time the server process has used so far (user + system, every thread), in ms: far less distorted than latency by other load on the machine. */
  cpuMs(): Promise<number>;
  stop(): void;
}

/** Forks a server module of the bench (TypeScript, in a process of its own); resolves with the first message it sends, once it listens. */
export function forkServer<Ready>(module: URL, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(module), args, { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`${fileURLToPath(module)} stopped (exit code ${code})`)));
  });
}

/** Forks bench/server.ts (the embedded api and the proxy) and waits until both listen. */
export async function startBenchServer(customers: number): Promise<BenchServer> {
  const { child, ready } = await forkServer<{ apiUrl: string; bareUrl: string; proxyUrl: string }>(new URL('./server.ts', import.meta.url), [], {
    ...process.env,
    BENCH_CUSTOMERS: String(customers),
  });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
      child.send('cpu');
    });
  return { ...ready, cpuMs, stop: () => child.kill('SIGTERM') };
}

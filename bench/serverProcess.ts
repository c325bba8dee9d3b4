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

/** Forks bench/server.ts (the embedded api and the proxy) and waits until both listen. */
export function startBenchServer(customers: number): Promise<BenchServer> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_CUSTOMERS: String(customers) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { apiUrl, bareUrl, proxyUrl } = message as { apiUrl: string; bareUrl: string; proxyUrl: string };
      resolve({ apiUrl, bareUrl, proxyUrl, cpuMs, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the bench server stopped (exit code ${code})`)));
  });
}

import { Worker } from 'node:worker_threads';
import type { EmbeddedApi } from './embeddedApi';

export interface ApiThreadOptions {
  databaseUrl?: string;
  dataDir: string;
  seedCustomers: number;
  /** The api reads its settings (JWT_SECRET, SMTP_URL, token lifetimes, ...) from here. */
  env: NodeJS.ProcessEnv;
}

export interface ApiThreadReady {
  url: string;
  jwtSecret: string;
}

/** Loads a TypeScript module in a worker: workers do not inherit the tsx loader of the main thread. */
function typescriptWorker(module: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Runs the embedded api in its own thread, so the proxy's HTTP work and the api's queries use two cores
 * instead of queueing on one event loop. Resolves once it listens; rejects if it cannot start.
 */
export function startApiThread(options: ApiThreadOptions): Promise<EmbeddedApi> {
  const worker = typescriptWorker(new URL('./apiWorker.ts', import.meta.url), options);
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded api stopped while starting (exit code ${code})`)));
    worker.once('message', ({ url, jwtSecret }: ApiThreadReady) => {
      worker.removeAllListeners();
      resolve({
        url,
        jwtSecret,
        close: () =>
          new Promise((done) => {
            worker.once('exit', () => done());
            worker.postMessage('stop');
          }),
      });
    });
  });
}

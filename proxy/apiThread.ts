import { Worker } from 'node:worker_threads';
import type { EmbeddedApi } from './embeddedApi';

export interface ApiThreadOptions {
  databaseUrl?: string;
  dataDir: string;
  seedCustomers: number;
  /** The api reads its settings (JWT_SECRET, SMTP_URL, token lifetimes, ...) from here. */
  env: NodeJS.ProcessEnv;
}

/** What the api thread is started with: the options, and the loopback port to listen on (0: any). */
export interface ApiWorkerData extends ApiThreadOptions {
  port: number;
}

export interface ApiThreadReady {
  url: string;
  jwtSecret: string;
}

export interface SupervisorEvents {
  /** Where the supervisor says that the thread stopped and was started again. */
  log?: (line: string) => void;
  /** Called once the thread runs again after it died. */
  onRestart?: () => void;
}

export interface SupervisedApi extends EmbeddedApi {
  /** How often the thread died and was started again. */
  restarts(): number;
  /** The thread running now (a test stops it to see the supervisor at work). */
  thread(): Worker;
}

/** Loads a TypeScript module in a worker: workers do not inherit the tsx loader of the main thread. */
function typescriptWorker(module: URL, workerData: ApiWorkerData): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Starts the api thread; resolves once it listens, rejects if it stops before. */
function launch(data: ApiWorkerData): Promise<{ worker: Worker; ready: ApiThreadReady }> {
  const worker = typescriptWorker(new URL('./apiWorker.ts', import.meta.url), data);
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded api stopped while starting (exit code ${code})`)));
    worker.once('message', (ready: ApiThreadReady) => {
      worker.removeAllListeners();
      resolve({ worker, ready });
    });
  });
}

/** A thread that dies again within this long of its start counts as a crash loop: the next start waits longer. */
const STABLE_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the embedded api in its own thread, so the proxy's HTTP work and the api's queries use two cores
 * instead of queueing on one event loop. Resolves once it listens; rejects if it cannot start.
 *
 * The thread is supervised: if it dies (out of memory, an uncaught fault) the event is logged and a new
 * thread starts on the same port, so the proxy's upstream address stays valid. Calls in flight when it died
 * fail (the proxy answers them 503) and the next ones are served once it is back. A thread that keeps dying
 * right after its start is started again after a growing pause, not in a busy loop.
 */
export async function startApiThread(options: ApiThreadOptions, events: SupervisorEvents = {}): Promise<SupervisedApi> {
  const log = events.log ?? ((line: string) => console.error(line));
  let { worker, ready } = await launch({ ...options, port: 0 });
  const port = Number(new URL(ready.url).port);
  let startedAt = Date.now();
  let stopping = false;
  let restarts = 0;
  let streak = 0;

  const restart = async (reason: string) => {
    restarts++;
    streak = Date.now() - startedAt < STABLE_MS ? streak + 1 : 0;
    log(`api thread stopped (${reason}): starting it again`);
    for (let attempt = streak; !stopping; attempt++) {
      if (attempt > 0) await sleep(Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempt));
      if (stopping) return;
      try {
        ({ worker } = await launch({ ...options, port }));
        startedAt = Date.now();
        watch();
        log(`api thread running again on port ${port}`);
        events.onRestart?.();
        return;
      } catch (error) {
        log(`api thread could not start again: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const watch = () => {
    let reason = 'it exited';
    // Without an 'error' listener a thread's fault (ERR_WORKER_OUT_OF_MEMORY) would be thrown in this one.
    worker.on('error', (error: Error & { code?: string }) => (reason = error.code ?? error.message));
    worker.once('exit', (code) => {
      if (!stopping) void restart(`${reason}, exit code ${code}`);
    });
  };
  watch();

  return {
    url: ready.url,
    jwtSecret: ready.jwtSecret,
    restarts: () => restarts,
    thread: () => worker,
    close: () =>
      new Promise((done) => {
        stopping = true;
        worker.once('exit', () => done());
        worker.postMessage('stop');
      }),
  };
}

import { spawnWithLines, waitUntil, type LongRunning } from './clusterProcess';

/** Long enough for a first start that migrates and seeds on a busy 2-core machine. */
const READY_TIMEOUT_MS = 180_000;
/** A draining instance waits DRAIN_SECONDS, finishes what is in flight (10 s at most), then closes. */
const STOP_TIMEOUT_MS = 60_000;

/**
 * One app instance: `node --import tsx proxy/main.ts` (what `npm start` runs once the app is built) on its
 * own port and DATA_DIR, the cluster's DATABASE_URL and JWT_SECRET in its environment. It can be started
 * again after it stopped, on the same port, as a service manager would.
 */
export class AppInstance {
  readonly url: string;
  private running: LongRunning | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly onLine: (line: string) => void,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    const running = spawnWithLines(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], this.env, this.onLine);
    this.running = running;
    void running.exited.then(() => {
      if (this.running === running) this.running = undefined;
    });
  }

  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /** Resolves once /readyz answers 200; throws if the process ends first or takes too long. */
  async ready(timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    await waitUntil(`${this.name} to be ready`, async () => {
      if (!this.running) throw new Error(`${this.name} stopped while starting`);
      return (await this.readyz()) === 200;
    }, timeoutMs);
  }

  /** /readyz's status, or 0 when nothing answers. */
  async readyz(): Promise<number> {
    try {
      const response = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }

  /** SIGTERM, as a service manager stops it: it drains (/readyz 503), finishes what is in flight and exits. */
  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    running.child.kill('SIGTERM');
    const timeout = setTimeout(() => running.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await running.exited;
    clearTimeout(timeout);
  }

  /** kill -9: no draining, nothing finishes. */
  async kill(): Promise<void> {
    const running = this.running;
    if (!running) return;
    running.child.kill('SIGKILL');
    await running.exited;
  }

  /** For a process that is exiting: no waiting. */
  killNow(): void {
    this.running?.child.kill('SIGKILL');
  }
}

import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startApiThread, type SupervisedApi } from './apiThread';
import { startupBanner } from './banner';
import { createProxyApp, type ProxyOptions } from './createProxyApp';
import { proxyMetrics } from './metrics';
import type { Readiness } from './readiness';
import { logsOf } from './requestLog';
import { closeGracefully, listen } from './serve';
import { settingsFromEnv } from './settings';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const configDir = fileURLToPath(new URL('../resources/config/', import.meta.url));

async function main(): Promise<void> {
  const settings = settingsFromEnv(process.env);
  if (!existsSync(`${distDir}index.html`)) console.warn('dist/index.html is missing: run `npm run build` (npm start builds it for you).');
  const logs = logsOf(settings.logFormat);
  const metrics = proxyMetrics();
  const readiness: Readiness = { state: 'starting' };
  const shared: ProxyOptions = {
    distDir,
    configDir,
    upstreamUrl: settings.upstreamUrl,
    jwtSecret: settings.jwtSecret,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    trustProxy: settings.trustProxy,
    logs,
    readiness,
    metrics,
    metricsToken: settings.metricsToken,
  };
  // Listen first: while the embedded api migrates and seeds, /readyz answers 503 and /api calls a 503
  // saying so; then the same server serves the app in full.
  let app: RequestListener = createProxyApp(shared);
  const { server, port } = await listen((req, res) => app(req, res), settings.port, settings.host);
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;

  let embedded: SupervisedApi | undefined;
  let stopping = false;
  // Idempotent: under `npm start` a Ctrl+C reaches this process both from the terminal and from its parent.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Draining: /readyz says 503 so a balancer stops sending, while what still comes is served.
    readiness.state = 'draining';
    console.log(`${signal}: draining for ${settings.drainSeconds} s, then finishing requests in flight and stopping.`);
    await new Promise((resolve) => setTimeout(resolve, settings.drainSeconds * 1000));
    await closeGracefully(server);
    await started.catch(() => undefined);
    await embedded?.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // No UPSTREAM_API_URL: the reference api runs here, over PGlite in DATA_DIR or the server at DATABASE_URL.
  const started = settings.upstreamUrl
    ? Promise.resolve(undefined)
    : startApiThread(
        { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, seedCustomers: settings.seedCustomers, env: process.env },
        { onRestart: metrics.apiRestarted, log: logs.message },
      );
  embedded = await started;
  if (stopping) return;
  if (embedded) {
    app = createProxyApp({ ...shared, upstreamUrl: embedded.url, jwtSecret: embedded.jwtSecret, upstreamRestarts: true, apiMetricsUrl: embedded.url });
  }
  readiness.state = 'ready';
  console.log(startupBanner(`http://${shownHost}:${port}`, settings.upstreamUrl));
}

main().catch((error: unknown) => {
  console.error('Flora CRM could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

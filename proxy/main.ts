import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startApiThread } from './apiThread';
import { startupBanner } from './banner';
import { createProxyApp } from './createProxyApp';
import { closeGracefully, listen } from './serve';
import { settingsFromEnv } from './settings';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const configDir = fileURLToPath(new URL('../resources/config/', import.meta.url));

async function main(): Promise<void> {
  const settings = settingsFromEnv(process.env);
  if (!existsSync(`${distDir}index.html`)) console.warn('dist/index.html is missing: run `npm run build` (npm start builds it for you).');
  // No UPSTREAM_API_URL: the reference api runs here, over PGlite in DATA_DIR or the server at DATABASE_URL.
  const embedded = settings.upstreamUrl
    ? undefined
    : await startApiThread({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, seedCustomers: settings.seedCustomers, env: process.env });
  const app = createProxyApp({
    distDir,
    configDir,
    upstreamUrl: settings.upstreamUrl ?? embedded!.url,
    jwtSecret: embedded?.jwtSecret ?? settings.jwtSecret,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    trustProxy: settings.trustProxy,
    upstreamRestarts: embedded !== undefined,
  });
  const { server, port } = await listen(app, settings.port, settings.host);
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  console.log(startupBanner(`http://${shownHost}:${port}`, settings.upstreamUrl));

  let stopping = false;
  // Idempotent: under `npm start` a Ctrl+C reaches this process both from the terminal and from its parent.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    await closeGracefully(server);
    await embedded?.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('Flora CRM could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

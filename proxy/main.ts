import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from '../api/bootstrap';
import { systemClock } from '../api/clock';
import { loadJwtSecret } from '../api/config';
import { startupBanner } from './banner';
import { createProxyApp } from './createProxyApp';
import { serveEmbeddedApi, type EmbeddedApi } from './embeddedApi';
import { closeGracefully, listen } from './serve';
import { settingsFromEnv, type ProxySettings } from './settings';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const configDir = fileURLToPath(new URL('../resources/config/', import.meta.url));

/** No UPSTREAM_API_URL: the reference api runs in this process, over PGlite in DATA_DIR or DATABASE_URL. */
async function startEmbeddedApi(settings: ProxySettings): Promise<EmbeddedApi> {
  const db = await prepareDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, seedCustomers: settings.seedCustomers, log: console.log });
  const jwtSecret = await loadJwtSecret(process.env, settings.dataDir);
  // Its only client is the proxy on loopback, whose X-Forwarded-For carries the user's address.
  const api = await serveEmbeddedApi(db, { env: { ...process.env, TRUST_PROXY: 'true' }, jwtSecret, clock: systemClock });
  return {
    ...api,
    async close() {
      await api.close();
      await db.close();
    },
  };
}

async function main(): Promise<void> {
  const settings = settingsFromEnv(process.env);
  if (!existsSync(`${distDir}index.html`)) console.warn('dist/index.html is missing: run `npm run build` (npm start builds it for you).');
  const embedded = settings.upstreamUrl ? undefined : await startEmbeddedApi(settings);
  const app = createProxyApp({
    distDir,
    configDir,
    upstreamUrl: settings.upstreamUrl ?? embedded!.url,
    jwtSecret: embedded?.jwtSecret ?? settings.jwtSecret,
    upstreamTimeoutMs: settings.upstreamTimeoutMs,
    trustProxy: settings.trustProxy,
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

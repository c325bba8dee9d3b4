import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from '../../api/clock';
import type { Database } from '../../api/db/database';
import { seed } from '../../api/seed';
import { createProxyApp } from '../../proxy/createProxyApp';
import { serveEmbeddedApi } from '../../proxy/embeddedApi';
import { closeGracefully, listen } from '../../proxy/serve';
import { freshDatabase } from './database';

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const configDir = fileURLToPath(new URL('../../resources/config/', import.meta.url));

export interface AppServer {
  /** Where the browser goes: the proxy serving dist/ and forwarding /api/*. */
  url: string;
  db: Database;
  close(): Promise<void>;
}

/** A clock that starts at `start` and runs at real speed, so the app's "today" is fixed but time still passes. */
function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/**
 * The whole product as users get it: the real proxy serving the built app, with the embedded api over a
 * fresh, seeded, in-memory PGlite (or a new database on TEST_DATABASE_URL), on ephemeral ports.
 * `configDir` replaces resources/config (tests that add resource files by hand).
 */
export async function startAppServer(options: { customers?: number; now?: Date; configDir?: string } = {}): Promise<AppServer> {
  if (!existsSync(`${distDir}index.html`)) throw new Error(`${distDir}index.html is missing: run npm run build first`);
  const clock = options.now ? clockFrom(options.now) : systemClock;
  const { db, drop } = await freshDatabase();
  await seed(db, { customers: options.customers ?? 400, seed: 42, today: clock.now() });
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await serveEmbeddedApi(db, { env: { TRUST_PROXY: 'true' }, jwtSecret, clock });
  const app = createProxyApp({ distDir, configDir: options.configDir ?? configDir, upstreamUrl: api.url, jwtSecret, clock, log: () => undefined });
  const { server, port } = await listen(app, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    async close() {
      await closeGracefully(server, 1000);
      await api.close();
      await drop();
    },
  };
}

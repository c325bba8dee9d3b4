import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from '../../api/clock';
import type { ApiProfile } from '../../api/config';
import type { Database, Queryable } from '../../api/db/database';
import { seed } from '../../api/seed';
import { createProxyApp } from '../../proxy/createProxyApp';
import { serveEmbeddedApi } from '../../proxy/embeddedApi';
import { closeGracefully, listen } from '../../proxy/serve';
import { migrate } from '../../api/db/migrate';
import { forgetStamps } from '../../api/db/stamps';
import { forgetAnswers } from '../../api/http/readyAnswer';
import { openPglite } from '../../api/db/pglite';
import { freshDatabase } from './database';
import { startFakeVies, type FakeVies } from './fakes/vies';
import { startFakeBrevo, type FakeBrevo } from './fakes/brevo';

// E2E_DIST_DIR: a build elsewhere (`vite build --outDir`), so two builds of one tree do not overwrite each other.
export const distDir = process.env.E2E_DIST_DIR ? `${process.env.E2E_DIST_DIR.replace(/\/$/, '')}/` : fileURLToPath(new URL('../../dist/', import.meta.url));
const configDir = fileURLToPath(new URL('../../resources/config/', import.meta.url));

export interface AppServer {
  /** Where the browser goes: the proxy serving dist/ and forwarding /api/*. */
  url: string;
  db: Database;
  /** The stand-in VIES the api checks VAT numbers with: set what it answers. */
  vies: FakeVies;
  /** The stand-in Brevo the special offers are sent through: see what it got, script its refusals. */
  brevo: FakeBrevo;
  close(): Promise<void>;
}

export interface AppServerOptions {
  /**
   * `legacy`: the api as the group's back office behaves (API_PROFILE=legacy: no extensions). Alone it is a
   * second proxy and api beside the shared server, over the same copy of the data, started when first asked.
   */
  profile?: ApiProfile;
  customers?: number;
  now?: Date;
  /** Replaces resources/config (tests that add resource files by hand). */
  configDir?: string;
}

/** A clock that starts at `start` and runs at real speed, so the app's "today" is fixed but time still passes. */
function clockFrom(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** The api's database, switched to a fresh copy for each test file while proxy and api keep running. */
class SwitchableDatabase implements Database {
  constructor(private current: Database) {}
  /** Serves from `db` from now on; the previous file's copy is closed. */
  async swap(db: Database) {
    const previous = this.current;
    this.current = db;
    // The new copy's stamps start again from the snapshot's: what was kept under the old ones is not its.
    forgetStamps(this);
    forgetAnswers(this);
    if (previous !== db) await previous.close();
  }
  get engine() {
    return this.current.engine;
  }
  query<T extends object>(sql: string, params?: readonly unknown[]) {
    return this.current.query<T>(sql, params);
  }
  exec(sql: string) {
    return this.current.exec(sql);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>) {
    return this.current.transaction(fn);
  }
  close() {
    return this.current.close();
  }
  get listenInProcess() {
    const current = this.current;
    return current.listenInProcess?.bind(current);
  }
}

interface Running {
  url: string;
  db: Database;
  vies: FakeVies;
  brevo: FakeBrevo;
  /** The api's environment (the fakes' addresses), for a second api beside it. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** The proxy serving dist/ in front of an embedded api over `db`, configured by `env`. */
async function serveProxyAndApi(db: Database, clock: Clock, config: string, env: NodeJS.ProcessEnv) {
  const jwtSecret = randomBytes(32).toString('base64url');
  const api = await serveEmbeddedApi(db, { env, jwtSecret, clock });
  const app = createProxyApp({ distDir, configDir: config, upstreamUrl: api.url, jwtSecret, clock, log: () => undefined });
  const { server, port } = await listen(app, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await closeGracefully(server, 1000);
      await api.close();
    },
  };
}

async function serve(db: Database, clock: Clock, config: string, profile: ApiProfile = 'full'): Promise<Running> {
  // VAT checks go to a local stand-in of the EU's VIES, never out to the internet.
  const vies = await startFakeVies();
  // Special offers go to a local stand-in of Brevo.
  const brevo = await startFakeBrevo();
  const env = { TRUST_PROXY: 'true', VIES_URL: vies.url, MARKETING_API_URL: brevo.url, MARKETING_API_KEY: brevo.apiKey, API_PROFILE: profile };
  const app = await serveProxyAndApi(db, clock, config, env);
  return {
    url: app.url,
    db,
    vies,
    brevo,
    env,
    async stop() {
      await app.stop();
      await vies.close();
      await brevo.close();
    },
  };
}

/** A server of its own, over a freshly seeded database (special options). */
async function dedicatedServer(options: AppServerOptions): Promise<AppServer> {
  const clock = options.now ? clockFrom(options.now) : systemClock;
  const { db, drop } = await freshDatabase();
  await seed(db, { customers: options.customers ?? 400, seed: 42, today: clock.now() });
  const running = await serve(db, clock, options.configDir ?? configDir, options.profile);
  return {
    url: running.url,
    db,
    vies: running.vies,
    brevo: running.brevo,
    async close() {
      await running.stop();
      await drop();
    },
  };
}

/**
 * The e2e suite runs its files one after another in one worker (vitest.config.ts: isolate false), so the
 * proxy and api start once and the demo data is seeded once. Each file still gets its own copy of the seeded
 * database (loaded from an in-memory snapshot): no file sees another's changes. The server stops when no
 * file has asked for it for a while.
 */
const SHARED_IDLE_MS = 10_000;
let shared: Promise<{ running: Running; db: SwitchableDatabase; snapshot: Blob; legacy?: Promise<{ url: string; stop(): Promise<void> }> }> | undefined;
let idleTimer: NodeJS.Timeout | undefined;

async function startShared() {
  const seeded = await openPglite();
  await migrateAndSeed(seeded);
  const snapshot = await seeded.dump();
  await seeded.close();
  const db = new SwitchableDatabase(await openPglite(undefined, snapshot));
  return { running: await serve(db, systemClock, configDir), db, snapshot };
}

async function migrateAndSeed(db: Database) {
  await migrate(db);
  await seed(db, { customers: 400, seed: 42, today: systemClock.now() });
}

async function sharedServer(profile: ApiProfile = 'full'): Promise<AppServer> {
  clearTimeout(idleTimer);
  shared ??= startShared();
  const server = await shared;
  const { running, db, snapshot } = server;
  const copy = await openPglite(undefined, snapshot);
  await db.swap(copy);
  // The legacy twin: its own proxy and api (API_PROFILE=legacy) over the same database, no seeding of its own.
  if (profile === 'legacy') server.legacy ??= serveProxyAndApi(db, systemClock, configDir, { ...running.env, API_PROFILE: 'legacy' });
  const url = profile === 'legacy' ? (await server.legacy!).url : running.url;
  return {
    url,
    db,
    vies: running.vies,
    brevo: running.brevo,
    async close() {
      idleTimer = setTimeout(() => {
        const stopping = shared;
        shared = undefined;
        void stopping?.then(async (server) => {
          await (await server.legacy)?.stop();
          await server.running.stop();
          await server.db.close();
        });
      }, SHARED_IDLE_MS).unref();
    },
  };
}

/**
 * The whole product as users get it: the real proxy serving the built app, with the embedded api over a
 * seeded, in-memory PGlite (or a database on TEST_DATABASE_URL), on ephemeral ports. Without options it is
 * the suite's shared server with a fresh copy of the data for the calling file (`profile: 'legacy'`: its
 * legacy twin over that copy); `configDir`, `now` or `customers` get a server of their own.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  if (!existsSync(`${distDir}index.html`)) throw new Error(`${distDir}index.html is missing: run npm run build first`);
  // The shared server copies PGlite snapshots; on PostgreSQL (TEST_DATABASE_URL) each file seeds its own.
  const { profile, ...special } = options;
  return Object.keys(special).length > 0 || process.env.TEST_DATABASE_URL ? dedicatedServer(options) : sharedServer(profile);
}

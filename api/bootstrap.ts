import { mkdir } from 'node:fs/promises';
import type { Database } from './db/database';
import { lockDataDir, type DataDirLock } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './seed';

export interface PrepareOptions {
  /** A PostgreSQL server; without it PGlite keeps its files in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** Customers to seed on first start (SEED_CUSTOMERS). */
  seedCustomers: number;
  seed?: number;
  log?: (message: string) => void;
}

const DEFAULT_SEED = 42;

export interface PreparedDatabase extends Database {
  /** PGlite in a data folder: this process's hold on it (released by close). */
  readonly dataDirLock?: DataDirLock;
}

/**
 * Opens the database, applies pending migrations and, on first start only (no users yet), fills it
 * with demo data dated around today. Later starts keep whatever the users changed. Instances starting
 * together on one PostgreSQL database take turns (an advisory lock): the first migrates and seeds, the
 * others then find nothing left to do. A PGlite data folder is locked for this process.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const log = options.log ?? (() => undefined);
  const folder = options.databaseUrl ? undefined : options.dataDir;
  if (folder) await mkdir(folder, { recursive: true });
  const lock = folder ? await lockDataDir(folder) : undefined;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  log(`database: ${db.engine === 'postgres' ? 'PostgreSQL server' : `PGlite in ${options.dataDir ?? 'memory'}`}`);
  try {
    const work = () => migrateAndSeed(db, options, log);
    await (db.exclusively ? db.exclusively(work) : work());
  } catch (error) {
    await db.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
  if (!lock) return db;
  const close = db.close.bind(db);
  return {
    ...db,
    dataDirLock: lock,
    async close() {
      await close();
      await lock.release();
    },
  };
}

async function migrateAndSeed(db: Database, options: PrepareOptions, log: (message: string) => void): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  const [{ users }] = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
  if (users > 0) return;
  const started = performance.now();
  const summary = await seed(db, { customers: options.seedCustomers, seed: options.seed ?? DEFAULT_SEED, today: new Date() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`seeded demo data in ${seconds} s: ${Object.entries(summary).map(([table, count]) => `${count} ${table}`).join(', ')}`);
}

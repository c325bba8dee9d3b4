import { mkdir } from 'node:fs/promises';
import type { Database } from './db/database';
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

/**
 * Opens the database, applies pending migrations and, on first start only (no users yet), fills it
 * with demo data dated around today. Later starts keep whatever the users changed.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<Database> {
  const log = options.log ?? (() => undefined);
  if (!options.databaseUrl && options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  log(`database: ${db.engine === 'postgres' ? 'PostgreSQL server' : `PGlite in ${options.dataDir ?? 'memory'}`}`);
  const applied = await migrate(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  const [{ users }] = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
  if (users === 0) {
    const started = performance.now();
    const summary = await seed(db, { customers: options.seedCustomers, seed: options.seed ?? DEFAULT_SEED, today: new Date() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`seeded demo data in ${seconds} s: ${Object.entries(summary).map(([table, count]) => `${count} ${table}`).join(', ')}`);
  }
  return db;
}

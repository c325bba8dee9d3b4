import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite in dataDir (undefined: in memory). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

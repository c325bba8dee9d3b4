import pg from 'pg';
import { TYPE_PARSERS, type Database } from './database';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = TYPE_PARSERS[oid];
    return parser ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How the app's sessions are named on the server: `npm run restore` refuses while any is connected. */
export const APPLICATION_NAME = 'flora-crm';

/** The advisory lock key instances take to migrate and seed one at a time (any fixed bigint of ours). */
const STARTUP_LOCK_KEY = '4665425780037';

/** A PostgreSQL server at connectionString, through a small pool. */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, types, application_name: APPLICATION_NAME });
  // An idle connection the server ends (a restart, a dropped database) is no query's error: the pool
  // replaces it on the next query. Unhandled, pg would throw it and end the process.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T extends object>(sql: string, params: readonly unknown[] = []) {
            return (await client.query<T>(sql, params as unknown[])).rows;
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(fn) {
      // Its own session, outside the pool: the lock lives as long as this session, and the work under it
      // may use every pooled connection. A session that dies (a killed instance) frees the lock.
      const session = new pg.Client({ connectionString, application_name: APPLICATION_NAME });
      await session.connect();
      try {
        await session.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await session.end();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

import pg from 'pg';
import { TYPE_PARSERS, type Database } from './database';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = TYPE_PARSERS[oid];
    return parser ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A PostgreSQL server at connectionString, through a small pool. */
export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, types });
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
    async close() {
      await pool.end();
    },
  };
}

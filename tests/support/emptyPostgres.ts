import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of the pg stage (TEST_DATABASE_URL, set by
 * scripts/test-pg.mjs), dropped again by `drop`. Files that need it are `*.pg.test.ts`: they run in
 * that stage only.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('*.pg.test.ts files need a PostgreSQL server: run them with `npm run test:pg`');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `crm_empty_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

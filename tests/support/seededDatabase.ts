import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../api/db/database';
import { migrate } from '../../api/db/migrate';
import { openPglite } from '../../api/db/pglite';
import { openPostgres } from '../../api/db/postgres';
import { seed } from '../../api/seed';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/crm-seeded-db');

export interface SeedRequest {
  customers: number;
  seed: number;
  today: Date;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

/** Changes with the seed options and with any migration or seed source: a stale snapshot is never reused. */
async function keyOf(request: SeedRequest): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ ...request, today: request.today.toISOString() }));
  for (const file of [...(await filesUnder(path.join(ROOT, 'api/db/migrations'))), ...(await filesUnder(path.join(ROOT, 'api/seed')))]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function seeded(db: Database, request: SeedRequest): Promise<void> {
  await migrate(db);
  await seed(db, request);
}

/**
 * A fresh database holding the demo seed, for one test file. Seeding costs seconds of CPU per file, so
 * the seeded result is built once per options and code version and copied: on PGlite as a data-folder
 * dump kept in node_modules/.cache, on PostgreSQL (TEST_DATABASE_URL) as a template database.
 */
export async function seededDatabase(request: SeedRequest): Promise<{ db: Database; drop(): Promise<void> }> {
  const key = await keyOf(request);
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? fromTemplate(serverUrl, key, request) : fromDump(key, request);
}

async function fromDump(key: string, request: SeedRequest) {
  const file = path.join(CACHE_DIR, `${key}.tar`);
  let snapshot: Blob | undefined;
  try {
    snapshot = new Blob([await readFile(file)]);
  } catch {
    const source = await openPglite();
    await seeded(source, request);
    snapshot = await source.dump();
    await source.close();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file); // atomic: a parallel test file reads a whole dump or none
  }
  const db = await openPglite(undefined, snapshot);
  return { db, drop: () => db.close() };
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function fromTemplate(serverUrl: string, key: string, request: SeedRequest) {
  const template = `crm_tpl_${key}`;
  const exists = await withAdmin(serverUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount);
  if (!exists) {
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE ${building}`));
    const source = await openPostgres(urlOf(serverUrl, building), 2);
    await seeded(source, request);
    await source.close();
    // A parallel file may have finished first: keep theirs and drop ours.
    await withAdmin(serverUrl, (c) =>
      c.query(`ALTER DATABASE ${building} RENAME TO ${template}`).catch(() => c.query(`DROP DATABASE ${building}`)),
    );
  }
  const name = `crm_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // Another file cloning the template at this instant holds it briefly.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  const db = await openPostgres(urlOf(serverUrl, name), 4);
  return {
    db,
    async drop() {
      await db.close();
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

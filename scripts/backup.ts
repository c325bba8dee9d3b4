// npm run backup -- FILE: a consistent backup of the app's database into FILE. PGlite (DATA_DIR, default
// .data): a gzipped tarball of the data folder, asked of the running app or made here when none runs.
// PostgreSQL (DATABASE_URL): pg_dump's custom format. Written beside FILE first, then renamed.
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteBackup } from './lib/pgliteBackup';
import { postgresBackup } from './lib/postgresBackup';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: npm run backup -- FILE');
  process.exit(1);
}
const target = path.resolve(file);
const partial = `${target}.partial`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || '.data');

try {
  if (databaseUrl) await postgresBackup(databaseUrl, partial);
  else await writeFile(partial, await pgliteBackup(dataDir));
  await rename(partial, target);
  console.log(`Backup of ${databaseUrl ? 'the PostgreSQL database' : dataDir} written to ${target}.`);
} catch (error) {
  await rm(partial, { force: true });
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

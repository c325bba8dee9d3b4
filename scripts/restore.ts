// npm run restore -- FILE --yes: puts a backup made by `npm run backup` back into the app's database
// (DATA_DIR's PGlite, or DATABASE_URL's PostgreSQL), replacing what is there. The app must be stopped:
// refused while one runs on that data folder (its lock file) or is connected to that database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pgliteRestore } from './lib/pgliteBackup';
import { postgresRestore } from './lib/postgresBackup';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const where = databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `the PGlite database in ${dataDir}`;

if (!file || !existsSync(file)) {
  console.error(file ? `No such file: ${file}` : 'Usage: npm run restore -- FILE --yes');
  process.exit(1);
}
if (!args.includes('--yes')) {
  console.error(`This replaces ${where} with ${file}. Stop the app first, then confirm with: npm run restore -- ${file} --yes`);
  process.exit(1);
}
try {
  if (databaseUrl) await postgresRestore(databaseUrl, file);
  else await pgliteRestore(dataDir, path.resolve(file));
  console.log(`Restored ${where} from ${file}.`);
} catch (error) {
  console.error(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

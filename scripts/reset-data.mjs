#!/usr/bin/env node
// npm run reset-data -- --yes: delete the embedded database (DATA_DIR, default .data) so the next
// npm start migrates and seeds a fresh copy of the demo data.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const cwd = process.cwd();

if (cwd === dataDir || cwd.startsWith(dataDir + path.sep) || dataDir === path.parse(dataDir).root) {
  console.error(`Refusing to delete ${dataDir}: it holds the current directory.`);
  process.exit(1);
}
if (!process.argv.includes('--yes')) {
  console.error(`This deletes ${dataDir} (the embedded database and the generated JWT secret).`);
  console.error('Stop npm start first, then confirm with: npm run reset-data -- --yes');
  process.exit(1);
}
if (process.env.DATABASE_URL) console.log('DATABASE_URL is set: that PostgreSQL database is not touched.');
if (!existsSync(dataDir)) {
  console.log(`Nothing to delete: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted ${dataDir}. The next npm start creates and seeds a fresh database.`);
}

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir, lockFileOf, ownerOf } from '../../api/db/dataDirLock';
import { openPglite } from '../../api/db/pglite';

/**
 * The data folder is PGlite's, so a backup holds the JWT key and the lock file too: a restore keeps the
 * folder's own (the backup's key only when the folder has none, as on a new machine).
 */
const JWT_SECRET = 'jwt-secret';
const LOCK = path.basename(lockFileOf('.'));
const STAGING = '.restoring';

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * A gzipped tarball of the PGlite data folder. While the app runs, only it may open the folder: it is
 * asked, on its loopback backup route (address and token in the folder's lock file), and dumps between
 * its transactions after a checkpoint. Otherwise this process takes the folder and dumps it itself.
 */
export async function pgliteBackup(dataDir: string): Promise<Buffer> {
  const owner = await ownerOf(dataDir);
  if (owner) {
    if (!owner.backupUrl || !owner.token) throw new Error(`Flora CRM (pid ${owner.pid}) is still starting on ${dataDir}: try again once it serves.`);
    const response = await fetch(owner.backupUrl, { headers: { authorization: `Bearer ${owner.token}` } });
    if (!response.ok) throw new Error(`the running app (pid ${owner.pid}) refused the backup: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  if (!hasDatabase(dataDir)) throw new Error(`${dataDir} holds no database.`);
  const lock = await lockDataDir(dataDir);
  try {
    const db = await openPglite(dataDir);
    try {
      return Buffer.from(await (await db.backup()).arrayBuffer());
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * Puts a backup back into the data folder of a stopped app (refused while one runs on it). The backup
 * is first loaded into a staging folder and opened, so a file that is no backup changes nothing; then
 * the database's files are swapped for it.
 */
export async function pgliteRestore(dataDir: string, file: string): Promise<void> {
  const owner = await ownerOf(dataDir);
  if (owner) throw new Error(`Flora CRM (pid ${owner.pid}) runs on ${dataDir}: stop it first.`);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  const staging = path.join(dataDir, STAGING);
  try {
    await rm(staging, { recursive: true, force: true });
    try {
      const db = await openPglite(staging, new Blob([await readFile(file)]));
      await db.query('SELECT count(*) FROM schema_migrations');
      await db.close();
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new Error(`${file} is not a backup of this app's PGlite database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`);
    }
    const keepKey = existsSync(path.join(dataDir, JWT_SECRET));
    const kept = new Set([LOCK, STAGING, ...(keepKey ? [JWT_SECRET] : [])]);
    for (const entry of await readdir(dataDir)) {
      if (!kept.has(entry)) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
    for (const entry of await readdir(staging)) {
      if (!kept.has(entry)) await rename(path.join(staging, entry), path.join(dataDir, entry));
    }
    await rm(staging, { recursive: true, force: true });
  } finally {
    await lock.release();
  }
}

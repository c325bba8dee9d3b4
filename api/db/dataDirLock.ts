import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `DATA_DIR/flora.lock`: the process that runs on a PGlite data folder (PGlite is one process's
 * database: a second one opening the folder would corrupt it), and where it answers a backup.
 * `npm run restore` refuses while its owner lives; `npm run backup` asks the owner for a dump.
 */
export interface DataDirOwner {
  pid: number;
  /** The running api's loopback address and the token its backup route wants (the file is 0600). */
  backupUrl?: string;
  token?: string;
}

export interface DataDirLock {
  /** Writes where the owner answers backups into the lock file. */
  advertise(info: { backupUrl: string; token: string }): Promise<void>;
  /** Removes the lock file (if it is still this process's). */
  release(): Promise<void>;
}

const LOCK_FILE = 'flora.lock';

export const lockFileOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process that holds the data folder, if any (a lock left by a killed process is no owner). */
export async function ownerOf(dataDir: string): Promise<DataDirOwner | undefined> {
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(await readFile(lockFileOf(dataDir), 'utf8')) as DataDirOwner;
  } catch {
    return undefined;
  }
  return Number.isInteger(owner.pid) && alive(owner.pid) ? owner : undefined;
}

/**
 * Takes the data folder for this process; throws when another live process holds it. A lock left by a
 * killed process, or by this process's previous api thread (the supervisor restarts it), is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  const owner = await ownerOf(dataDir);
  if (owner && owner.pid !== process.pid) {
    throw new Error(`another Flora CRM (pid ${owner.pid}) runs on ${dataDir}: stop it first (${file})`);
  }
  const write = (content: DataDirOwner) => writeFile(file, `${JSON.stringify(content)}\n`, { mode: 0o600 });
  await write({ pid: process.pid });
  return {
    advertise: (info) => write({ pid: process.pid, ...info }),
    async release() {
      if ((await ownerOf(dataDir))?.pid === process.pid) await unlink(file).catch(() => undefined);
    },
  };
}

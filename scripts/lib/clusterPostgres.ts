import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBin } from './postgresBin.mjs';
import { ensureSystemPackages } from './systemDeps.mjs';
import { freePort, isRoot, runAsPostgres } from './clusterProcess';

export interface ThrowawayPostgres {
  /** The application's database on the server (what the instances get as DATABASE_URL). */
  databaseUrl: string;
  /** e.g. "PostgreSQL 15" */
  version: string;
  stop(): Promise<void>;
  /** For a process that is exiting: stops the server at once, synchronously. */
  stopNow(): void;
}

async function serverBin(): Promise<string> {
  const found = postgresBin();
  if (found) return found;
  if ((await ensureSystemPackages(['postgresql'])) !== 0) throw new Error('a PostgreSQL server is needed (Debian package postgresql)');
  const installed = postgresBin();
  if (!installed) throw new Error('PostgreSQL was installed but its initdb is not under /usr/lib/postgresql');
  return installed;
}

/**
 * A PostgreSQL server of its own in `dir` (Debian's server, installed with apt-get when missing) on a free
 * 127.0.0.1 port, with one database `database`; as root the cluster belongs to the 'postgres' OS user,
 * as scripts/test-pg.mjs makes it. Durability is off: it lives as long as the cluster and is deleted with it.
 */
export async function startThrowawayPostgres(dir: string, database: string): Promise<ThrowawayPostgres> {
  const bin = await serverBin();
  const dataDir = path.join(dir, 'postgres');
  const socketDir = path.join(dir, 'postgres-socket');
  mkdirSync(socketDir);
  if (isRoot) {
    const owner = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, owner('-u'), owner('-g'));
    chownSync(socketDir, owner('-u'), owner('-g'));
  }
  await runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const pgCtl = path.join(bin, 'pg_ctl');
  await runAsPostgres(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', 'start']);
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  const stopNow = () => {
    if (!running) return;
    running = false;
    const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
    try {
      execFileSync(isRoot ? 'runuser' : pgCtl, isRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args, { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  };
  try {
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`, version: `PostgreSQL ${path.basename(path.dirname(bin))}`, stop, stopNow };
}

#!/usr/bin/env node
// npm run test:pg: the api suite against a real PostgreSQL server. Starts a throwaway cluster in a temp
// folder on a free 127.0.0.1 port, runs the projects `api` and `api-pg` (files that need a server:
// `tests/api/*.pg.test.ts`) with TEST_DATABASE_URL pointing at it
// (each test file creates and drops its own database there), then stops the cluster and removes the
// folder whatever happened, and exits with vitest's code. Extra arguments go to vitest (e.g. a file).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postgresBin } from './lib/postgresBin.mjs';
import { bin, run } from './lib/process.mjs';

const isRoot = process.getuid?.() === 0;

async function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  if (!isRoot) {
    console.error('test:pg needs a PostgreSQL server (no /usr/lib/postgresql/*/bin/initdb). Install it as root, then run again:');
    console.error('  sudo apt-get update && sudo apt-get install -y postgresql');
    return undefined;
  }
  console.log('PostgreSQL is not installed: apt-get install postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update'], { env })) !== 0) return undefined;
  if ((await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env })) !== 0) return undefined;
  return postgresBin();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the 'postgres' OS user. */
function asClusterOwner(command, args) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

const pgBin = await ensurePostgres();
if (!pgBin) process.exit(1);

const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-test-pg-'));
const dataDir = path.join(dir, 'data');
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

let started = false;
async function cleanUp() {
  if (started) {
    started = false;
    await asClusterOwner(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
}
// Ctrl-C reaches vitest through run(); once it has exited the cleanup below still runs.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

let code = 1;
try {
  const port = await freePort();
  const initdb = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
  if ((await asClusterOwner(path.join(pgBin, 'initdb'), initdb)) !== 0) throw new Error('initdb failed');
  // A throwaway cluster: durability settings off make the suite several times faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const pgCtl = ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start'];
  started = true;
  if ((await asClusterOwner(path.join(pgBin, 'pg_ctl'), pgCtl)) !== 0) throw new Error(`the server did not start (see ${dir}/server.log)`);
  const env = { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  console.log(`PostgreSQL (${path.basename(path.dirname(pgBin))}) on 127.0.0.1:${port}: running the api suite`);
  code = await run(bin('vitest'), ['run', '--project', 'api', '--project', 'api-pg', ...process.argv.slice(2)], { env });
} catch (error) {
  console.error(`test:pg: ${error.message}`);
} finally {
  await cleanUp();
}
process.exit(code);

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { APPLICATION_NAME } from '../../api/db/postgres';
import { postgresBin } from './postgresBin.mjs';

/** A PostgreSQL client tool: Debian's newest (at least the server's version, as pg_dump wants), else the PATH's. */
function tool(name: string): string {
  const bin = postgresBin();
  return bin && existsSync(path.join(bin, name)) ? path.join(bin, name) : name;
}

function runTool(name: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => reject(new Error(`${name}: ${error.message} (install PostgreSQL's client tools: apt-get install postgresql-client)`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit code ${code})`))));
  });
}

/** pg_dump's custom format: one consistent snapshot of the database, whatever the instances write meanwhile. */
export function postgresBackup(databaseUrl: string, file: string): Promise<void> {
  return runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * Puts a pg_dump back: refused while an instance of the app is connected to the database (its sessions
 * carry the application name 'flora-crm'); then the schema is emptied (tables a later migration added
 * must go too) and pg_restore fills it in one transaction.
 */
export async function postgresRestore(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()',
      [APPLICATION_NAME],
    );
    if (rows[0]!.sessions > 0) throw new Error(`Flora CRM is connected to this database (${rows[0]!.sessions} sessions): stop every instance first.`);
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  } finally {
    await client.end();
  }
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file]);
}

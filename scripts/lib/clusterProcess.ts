import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root: the cluster's processes run from here, whatever the caller's directory. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const isRoot = process.getuid?.() === 0;

/** Runs a command to its end with its output kept; rejects with that output when it fails. */
export function runCaptured(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (exit code ${code}):\n${output.trim()}`))));
  });
}

/** As the 'postgres' OS user when root (initdb and pg_ctl refuse to run as root), else as is. */
export function runAsPostgres(command: string, args: readonly string[]): Promise<string> {
  return isRoot ? runCaptured('runuser', ['-u', 'postgres', '--', command, ...args]) : runCaptured(command, args);
}

/** A free TCP port on 127.0.0.1 (released again: the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LongRunning {
  child: ChildProcess;
  /** Settles when the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a long-running process whose stdout and stderr lines go to `onLine`. */
export function spawnWithLines(command: string, args: readonly string[], env: NodeJS.ProcessEnv, onLine: (line: string) => void): LongRunning {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop()!;
      for (const line of lines) onLine(line);
    });
    stream.on('end', () => pending && onLine(pending));
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      onLine(`${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it is true; throws naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

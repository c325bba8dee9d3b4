import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every script works from here, whatever the caller's directory. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A tool installed in node_modules/.bin. */
export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/**
 * Runs a command with the terminal attached and resolves with its exit code. SIGINT and SIGTERM sent
 * to this process are passed on, so the child shuts down cleanly and its exit code is the one we report.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + signalNumber(signal) : 1));
    });
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

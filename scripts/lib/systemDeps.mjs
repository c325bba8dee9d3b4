import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './process.mjs';

/** npm ci when node_modules is missing or older than package-lock.json. */
export async function ensureNodeModules() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return 0;
  console.log('node_modules is missing or older than package-lock.json: npm ci');
  return run('npm', ['ci']);
}

/**
 * The Debian packages the suites need: Chromium for e2e, a PostgreSQL server for test:pg and the cluster,
 * xmllint for the SEPA schema check, HAProxy for the cluster (npm run cluster and its test stage).
 */
const SYSTEM_PACKAGES = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { name: 'libxml2-utils', present: () => existsSync('/usr/bin/xmllint') },
  { name: 'postgresql', present: () => postgresVersions().some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) },
  { name: 'haproxy', present: () => existsSync('/usr/sbin/haproxy') },
];

function postgresVersions() {
  return existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
}

/**
 * Installs the missing ones (all, or those named) with apt-get when running as root; otherwise says what
 * to install. Resolves with 0 or apt-get's exit code.
 */
export async function ensureSystemPackages(names = SYSTEM_PACKAGES.map((p) => p.name)) {
  const missing = SYSTEM_PACKAGES.filter((p) => names.includes(p.name) && !p.present()).map((p) => p.name);
  if (missing.length === 0) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${missing.join(', ')}. Install them as root, then run again:`);
    console.error(`  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    return 1;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  return updated !== 0 ? updated : run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
}

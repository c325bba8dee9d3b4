import path from 'node:path';
import { newestMtime } from './freshness.mjs';
import { ROOT, bin, run } from './process.mjs';

const BUILD_INPUTS = ['app', 'resources', 'custom-pages', 'dataProvider', 'authProvider', 'schemas', 'index.html', 'vite.config.ts'];
// Loaded by the browser at run time through /config: dropping a file there needs no rebuild.
const RUNTIME_CONFIG = path.join(ROOT, 'resources', 'config');

function buildIsStale() {
  const built = newestMtime(path.join(ROOT, 'dist', 'index.html'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input), { skip: [RUNTIME_CONFIG] }) > built);
}

/** Builds the app when dist/ is missing or older than its sources; resolves with 0 or the build's exit code. */
export async function ensureAppBuilt() {
  if (!buildIsStale()) return 0;
  console.log('Building the app (dist/ is missing or older than its sources)...');
  return run(bin('vite'), ['build']);
}

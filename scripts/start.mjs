#!/usr/bin/env node
// npm start: build the app when its sources changed, then run the proxy (and, without
// UPSTREAM_API_URL, the embedded back-office API over PGlite in .data/) in this process tree.
import path from 'node:path';
import { newestMtime } from './lib/freshness.mjs';
import { ROOT, bin, run } from './lib/process.mjs';

const BUILD_INPUTS = ['app', 'resources', 'custom-pages', 'dataProvider', 'authProvider', 'schemas', 'index.html', 'vite.config.ts'];
// Loaded by the browser at run time through /config: dropping a file there needs no rebuild.
const RUNTIME_CONFIG = path.join(ROOT, 'resources', 'config');

function buildIsStale() {
  const built = newestMtime(path.join(ROOT, 'dist', 'index.html'));
  if (built === 0) return true;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input), { skip: [RUNTIME_CONFIG] }) > built);
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)...');
  const code = await run(bin('vite'), ['build']);
  if (code !== 0) {
    console.error('The build failed: fix the errors above, then run npm start again.');
    process.exit(code);
  }
}

process.exit(await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'proxy', 'main.ts')]));

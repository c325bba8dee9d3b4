#!/usr/bin/env node
// npm start: build the app when its sources changed, then run the proxy (and, without
// UPSTREAM_API_URL, the embedded back-office API over PGlite in .data/) in this process tree.
import path from 'node:path';
import { ensureAppBuilt } from './lib/appBuild.mjs';
import { ROOT, run } from './lib/process.mjs';

const built = await ensureAppBuilt();
if (built !== 0) {
  console.error('The build failed: fix the errors above, then run npm start again.');
  process.exit(built);
}

process.exit(await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'proxy', 'main.ts')]));

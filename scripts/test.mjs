#!/usr/bin/env node
// npm test: every suite, in the order CI runs them. Installs what the suites need when it is absent,
// stops at the first failing step, and exits with that step's code.
import { ROOT, bin, run } from './lib/process.mjs';
import { ensureNodeModules, ensureSystemPackages } from './lib/systemDeps.mjs';

/** The typecheck projects (tsconfig.json lists them): DOM types in browser code only. */
const TS_PROJECTS = ['tsconfig.browser.json', 'tsconfig.node.json', 'tsconfig.tests.json'];

/** All three at once: each tsc uses one core (on two cores 78 s instead of 106 s one after another). */
async function typecheck() {
  const codes = await Promise.all(TS_PROJECTS.map((project) => run(bin('tsc'), ['--noEmit', '-p', `${ROOT}${project}`])));
  return codes.find((code) => code !== 0) ?? 0;
}

const STEPS = [
  { name: 'node modules', run: ensureNodeModules },
  { name: 'system packages (chromium, postgresql, xmllint, haproxy)', run: ensureSystemPackages },
  { name: 'typecheck (browser, node, tests)', run: typecheck },
  { name: 'unit, component and api suites (PGlite)', run: () => run(bin('vitest'), ['run', '--project', 'unit', '--project', 'component', '--project', 'api']) },
  { name: 'api suite on PostgreSQL', run: () => run(process.execPath, ['scripts/test-pg.mjs']) },
  { name: 'cluster (PostgreSQL, two instances, HAProxy)', run: () => run(bin('vitest'), ['run', '--project', 'cluster']) },
  { name: 'build', run: () => run(bin('vite'), ['build']) },
  { name: 'e2e suite (Chromium)', run: () => run(bin('vitest'), ['run', '--project', 'e2e']) },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const summary = [];
let failed;
for (const step of STEPS) {
  console.log(`\n▶ test: ${step.name}`);
  const started = Date.now();
  const code = await step.run();
  summary.push(`  ${code === 0 ? 'ok    ' : 'FAILED'} ${step.name} (${seconds(Date.now() - started)})`);
  if (code !== 0) {
    failed = { step: step.name, code };
    break;
  }
}

console.log(`\n${summary.join('\n')}`);
if (failed) {
  console.log(`test: ${failed.step} failed (exit code ${failed.code})`);
  process.exit(failed.code);
}
console.log('test: all suites passed');

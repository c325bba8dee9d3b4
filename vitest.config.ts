import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Five suites, each its own project: `npm test` runs them all (see scripts/test.mjs). */
export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core to its main process, which does little here, so on two
    // cores the files ran one at a time (the PGlite stage 630 s → 415 s, the pg stage 284 s → 171 s). The e2e
    // project keeps one worker (fileParallelism: false) for its shared app server.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure functions: one module graph per worker (no fresh import per file) took the stage from 55 s to 14 s.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
          // One module graph and one document per worker, as in unit (CPU 286 s → 109 s): the setup file puts the
          // app's module-level state back before each file and drops each test's style rules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Files that need a PostgreSQL server run in the pg stage only (project 'api-pg'); the pg stage
          // (TEST_DATABASE_URL set) leaves out the files that test the embedded PGlite engine itself.
          exclude: [...configDefaults.exclude, 'tests/api/**/*.pg.test.ts', ...(process.env.TEST_DATABASE_URL ? ['tests/api/**/*.pglite.test.ts'] : [])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-pg',
          include: ['tests/api/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // PostgreSQL, two app instances and HAProxy (scripts/lib/cluster.ts): one cluster per file.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One worker runs the files in turn without fresh module state, so they share one app server
          // (tests/support/appServer.ts); each file still gets its own copy of the data.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});

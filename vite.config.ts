import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { precompressDir } from './proxy/precompressed';
import { preloadResourceChunks } from './scripts/build/preloadResourceChunks';

/**
 * The build's last steps: the API documentation (scripts/apiDocs.ts: the OpenAPI document of the api's routes,
 * which are Node code, so in a process of its own), then brotli and gzip twins of every file, which the proxy
 * sends as they are.
 */
function finish(): Plugin {
  let outDir = 'dist';
  return {
    name: 'api-docs-and-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const tsx = fileURLToPath(new URL('./node_modules/tsx/dist/cli.mjs', import.meta.url));
      execFileSync(process.execPath, [tsx, fileURLToPath(new URL('./scripts/apiDocs.ts', import.meta.url)), outDir], { stdio: 'inherit' });
      await precompressDir(outDir);
    },
  };
}

const MUI = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/;
const ADMIN = /node_modules[\\/](react-admin|ra-[^\\/]+|@tanstack|react-hook-form|lodash|node-polyglot|inflection|query-string|react-dropzone|react-error-boundary|react-hotkeys-hook|date-fns|clsx|jsonexport)[\\/]/;

/**
 * Vendor code in a few long-lived chunks; every page is its own chunk through React.lazy, so the first
 * screen only loads the shell. MUI and react-admin are split in two: what the shell itself imports
 * (`$initial`) loads first; the components only pages use are one more chunk each, fetched with the
 * first page that needs them (in parallel with its own chunk), not dozens of small ones. A group also
 * takes the dependencies of its packages unless a group of higher priority claims them: the charts
 * come last, or they would take react along and every page would load them.
 */
const VENDOR_CHUNKS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
  { name: 'vendor-mui', test: MUI, priority: 30, tags: ['$initial' as const] },
  { name: 'vendor-mui-pages', test: MUI, priority: 29 },
  { name: 'vendor-admin', test: ADMIN, priority: 20, tags: ['$initial' as const] },
  { name: 'vendor-admin-pages', test: ADMIN, priority: 19 },
  { name: 'vendor-charts', test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|decimal\.js-light|es-toolkit|@reduxjs|redux|immer|reselect)[\\/]/, priority: 10 },
];

const APP_CODE = (id: string) => !id.includes('node_modules');

/**
 * The app's own modules that several pages share (formats, cells, entity schemas, the history panel, ...)
 * are one chunk, not dozens of small ones: a browser opens six connections to a host over HTTP/1.1, and the
 * customer page's calls queued behind its fourteen chunks. What the shell imports stays in the entry chunk.
 */
const APP_CHUNKS = [
  { name: 'app', test: APP_CODE, tags: ['$initial' as const], priority: 6 },
  { name: 'app-shared', test: APP_CODE, minShareCount: 2, priority: 5 },
];

/**
 * Each language other than English is one chunk, fetched when a user chooses it or starts in it
 * (app/i18n/catalogues.ts): react-admin's, the shell's and every area's texts in that language.
 */
const LANGUAGE_PACKAGES: Record<string, string[]> = { fr: ['/node_modules/ra-language-french/'] };
const LANGUAGE_CHUNKS = ['fr', 'nl', 'de'].map((language) => ({
  name: `texts-${language}`,
  test: (id: string) =>
    (id.includes('/i18n/') && id.endsWith(`/${language}.ts`)) || (LANGUAGE_PACKAGES[language] ?? []).some((folder) => id.includes(folder)),
  priority: 50,
  // Only the texts themselves: what they import (constants an area's languages share) stays with English.
  includeDependenciesRecursively: false,
}));

const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router's package exports name only its development build, warnings and checks included, whatever
 * the mode (remix-run/react-router#12532, #14102); a build takes its production twin instead.
 */
export const REACT_ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadResourceChunks('app/routes/resourceModule.ts'), finish()],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...LANGUAGE_CHUNKS, ...VENDOR_CHUNKS, ...APP_CHUNKS],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/config': 'http://localhost:3000',
    },
  },
}));

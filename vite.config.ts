import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './proxy/precompressed';

/** The build's last step: brotli and gzip twins of the app's files, which the proxy sends as they are. */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  async closeBundle() {
    await precompressDir('dist');
  },
};

/**
 * Vendor code in a few long-lived chunks (react, MUI, react-admin, charts); every page is its own
 * chunk through React.lazy, so the first screen only loads the shell. A group also takes the
 * dependencies of its packages unless a group of higher priority claims them: the charts come last,
 * or they would take react along and every page would load them.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp; priority: number }[] = [
  { name: 'vendor-charts', test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|decimal\.js-light|es-toolkit|@reduxjs|redux|immer|reselect)[\\/]/, priority: 10 },
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 40 },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 30 },
  { name: 'vendor-admin', test: /node_modules[\\/](react-admin|ra-[^\\/]+|@tanstack|react-hook-form|lodash|node-polyglot|inflection|query-string|react-dropzone|react-error-boundary|react-hotkeys-hook|date-fns|clsx|jsonexport)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react(), precompress],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map(({ name, test, priority }) => ({ name, test, priority })),
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
});

import { fileURLToPath } from 'node:url';
import { createProxyApp } from '../../proxy/createProxyApp';
import { listen } from '../../proxy/serve';

/**
 * The framework floor's server (bench/customerPages.ts), shaped like the app's (bench/server.ts): the
 * proxy users deploy, over the floor's build (argv[2]) with its brotli twins, in a process of its own so
 * it shares no event loop with the browser's driver. The floor calls no api; the upstream (argv[3]) is
 * the bench's, as the proxy needs one. Tells its parent its address over IPC; stops on SIGTERM.
 */
const [distDir, upstreamUrl] = process.argv.slice(2) as [string, string];
const proxy = createProxyApp({ distDir, configDir: fileURLToPath(new URL('../../resources/config/', import.meta.url)), upstreamUrl });
const { port } = await listen(proxy, 0, '127.0.0.1');

process.send?.(`http://127.0.0.1:${port}`);
process.on('SIGTERM', () => process.exit(0));

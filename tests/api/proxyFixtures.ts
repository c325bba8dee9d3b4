import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProxyApp, type ProxyOptions } from '../../proxy/createProxyApp';

/** What the fake upstream saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: http.Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * A tiny back-office API that records every request and answers 201 with the body's byte count and its
 * own header. `connections` counts the TCP connections it accepted (keep-alive reuse shows there).
 */
export async function startEchoUpstream(options: { keepAliveTimeoutMs?: number } = {}): Promise<Running & { seen: SeenRequest[]; connections(): number }> {
  const seen: SeenRequest[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw.toString('utf8') });
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'echo', 'x-frame-options': 'SAMEORIGIN' });
      res.end(JSON.stringify({ echoed: raw.length }));
    });
  });
  if (options.keepAliveTimeoutMs) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  server.on('connection', () => (connections += 1));
  return { url: await listen(server), seen, connections: () => connections, close: closer(server) };
}

/** An upstream that accepts connections and never answers: counts the calls it holds, and those whose caller hung up. */
export async function startSilentUpstream(): Promise<Running & { held(): number; droppedByCaller(): number }> {
  let held = 0;
  let dropped = 0;
  const server = http.createServer((req) => {
    held++;
    req.socket.once('close', () => dropped++);
  });
  return { url: await listen(server), close: closer(server), held: () => held, droppedByCaller: () => dropped };
}

/** The URL of a port nothing listens on any more. */
export async function deadUpstreamUrl(): Promise<string> {
  const server = http.createServer();
  const url = await listen(server);
  await closer(server)();
  return url;
}

export const INDEX_HTML = '<!doctype html><html><head><title>Flora CRM</title></head><body><div id="root"></div></body></html>';
export const ASSET_JS = `console.log(${JSON.stringify('flora '.repeat(400))});`;
export const SECRET = '{"secret":"must never be served"}';

/** A fake build (index.html + one hashed asset) and a config folder, next to a file that must stay private. */
export async function makeSite(): Promise<{ distDir: string; configDir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'proxy-test-'));
  const distDir = path.join(root, 'dist');
  const configDir = path.join(root, 'resources', 'config');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await mkdir(configDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), ASSET_JS);
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(configDir, 'suppliers.json'), '{"name":"suppliers"}');
  await writeFile(path.join(configDir, 'carriers.json'), '{"name":"carriers"}');
  await writeFile(path.join(configDir, 'notes.txt'), 'not a resource');
  await writeFile(path.join(root, 'resources', 'secret.json'), SECRET);
  await writeFile(path.join(root, 'secret.json'), SECRET);
  return { distDir, configDir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The real proxy app on an ephemeral port, its log lines collected instead of printed. */
export async function startProxy(options: ProxyOptions): Promise<Running & { logLines: string[] }> {
  const logLines: string[] = [];
  const server = http.createServer(createProxyApp({ log: (line) => logLines.push(line), ...options }));
  return { url: await listen(server), logLines, close: closer(server) };
}

/** A request sent byte for byte as written (fetch would normalise `..` and case). */
export function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers a browser sends when the user opens a URL. */
export const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

/** Headers the app's HTTP client sends. */
export const API_CALL = { accept: 'application/json', 'sec-fetch-mode': 'cors' };

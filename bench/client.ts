import http from 'node:http';

/**
 * The load generator's client: node:http over one keep-alive agent, each answer's bytes read as they
 * come and not decoded, as wrk or autocannon do. fetch (undici) decoded every answer and cost the client
 * more CPU per request than the server now spends; on two shared cores that CPU is the server's.
 * Its idle connections are dropped before the server's keep-alive timeout (5 s): reusing one the server
 * is closing failed a call with ECONNRESET after a path had idled through the other paths' rounds. With a
 * timeout of its own the agent honours the server's `Keep-Alive: timeout=` hint, as the proxy's does.
 */
const agent = new http.Agent({ keepAlive: true, timeout: 4000 });

/** Sends one request and resolves its status once the whole answer has arrived. */
export function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

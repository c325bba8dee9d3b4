import http from 'node:http';

/**
 * The load generator's client: node:http over one keep-alive agent, each answer's bytes read as they
 * come and not decoded, as wrk or autocannon do. fetch (undici) decoded every answer and cost the client
 * more CPU per request than the server now spends; on two shared cores that CPU is the server's.
 */
const agent = new http.Agent({ keepAlive: true });

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

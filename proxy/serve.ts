import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts an HTTP server; resolves once it listens (port 0: an ephemeral one), rejects on EADDRINUSE and the like. */
export function listen(handler: http.RequestListener, port: number, host: string): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

/**
 * Stops accepting connections and lets requests in flight finish; keep-alive connections are closed as
 * soon as they fall idle, and whatever still runs after `graceMs` is cut so shutdown always ends.
 */
export function closeGracefully(server: http.Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

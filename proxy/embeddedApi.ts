import { createApi } from '../api/app';
import type { Clock } from '../api/clock';
import { configFromEnv } from '../api/config';
import { createServices } from '../api/createServices';
import type { PreparedDatabase } from '../api/bootstrap';
import { withInternalRoutes } from './apiInternal';
import { closeGracefully, listen } from './serve';

export interface EmbeddedApi {
  url: string;
  /** The key the api signs tokens with: the proxy checks bearer tokens with it. */
  jwtSecret: string;
  /** Stops the api, letting calls in flight finish; the database stays open (its owner closes it). */
  close(): Promise<void>;
}

/**
 * Runs the reference back-office API over `db` on a loopback port (default: an ephemeral one), for the
 * proxy in front, with its loopback-only routes (apiInternal.ts: the thread's metrics, backups).
 */
export async function serveEmbeddedApi(
  db: PreparedDatabase,
  options: { env: NodeJS.ProcessEnv; jwtSecret: string; clock: Clock; port?: number },
): Promise<EmbeddedApi> {
  const services = createServices(db, options.clock, configFromEnv(options.env, options.jwtSecret));
  const internal = withInternalRoutes(db, createApi(services));
  const { server, port } = await listen(internal.listener, options.port ?? 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  await internal.advertise(url);
  return {
    url,
    jwtSecret: options.jwtSecret,
    close: () => closeGracefully(server),
  };
}

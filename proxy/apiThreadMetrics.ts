import client from 'prom-client';
import type { Database } from '../api/db/database';
import { keptAnswerCounts } from '../api/http/readyAnswer';

/**
 * The api thread's metrics (prom-client keeps one registry per thread): kept list answers (hits,
 * misses, 304s), the database pool's connections (PostgreSQL), and the thread's own event-loop lag,
 * heap and GC under the `flora_api_thread_` prefix. The embedded api answers them on loopback and the
 * proxy's /metrics adds them to its own.
 */
export function apiThreadMetrics(db: Database): client.Registry {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'flora_api_thread_' });
  new client.Counter({
    name: 'flora_kept_answers_total',
    help: 'List answers kept finished: hit (served kept), miss (built anew), not_modified (a 304 to a client holding it).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.labels('hit').inc(keptAnswerCounts.hits);
      this.labels('miss').inc(keptAnswerCounts.misses);
      this.labels('not_modified').inc(keptAnswerCounts.notModified);
    },
  });
  const poolUse = db.poolUse?.bind(db);
  if (poolUse) {
    new client.Gauge({
      name: 'flora_db_pool_connections',
      help: 'Database pool connections: total open, idle, and calls waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.labels('total').set(use.total);
        this.labels('idle').set(use.idle);
        this.labels('waiting').set(use.waiting);
      },
    });
  }
  return registry;
}

import client from 'prom-client';
import type { KeptAnswers } from './keptAnswers';
import type { RequestEntry } from './requestLog';

const LOGIN = '/api/auth/login';
/** The login's answers to a wrong password (401) and a locked account (423). */
const LOGIN_FAILED = new Set([401, 423]);

/** Seconds: a ready list answer takes milliseconds, an export seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface ProxyMetrics {
  readonly registry: client.Registry;
  /** Counts a finished request under its route template and status. */
  request(entry: RequestEntry): void;
  /** The api thread died and its supervisor started it again. */
  apiRestarted(): void;
  /** Reports these kept answers (the latest given: the app is made again once the embedded api listens). */
  readKeptAnswers(kept: KeptAnswers): void;
}

/**
 * The proxy thread's metrics (prom-client): requests by route template, method and status, their
 * latency, failed logins, 429s, api thread restarts, kept answers, and Node's defaults (event-loop lag, memory, CPU).
 * The api thread keeps its own (apiThreadMetrics.ts); /metrics answers both.
 */
export function proxyMetrics(): ProxyMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: 'flora_http_requests_total',
    help: 'Requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'flora_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route template and method.',
    labelNames: ['route', 'method'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const loginFailures = new client.Counter({
    name: 'flora_login_failures_total',
    help: 'Logins refused: 401 a wrong email or password, 423 a locked account.',
    labelNames: ['status'],
    registers: [registry],
  });
  const limited = new client.Counter({
    name: 'flora_rate_limited_total',
    help: 'Requests answered 429 (too many failed logins from one address), by route template.',
    labelNames: ['route'],
    registers: [registry],
  });
  const restarts = new client.Counter({
    name: 'flora_api_thread_restarts_total',
    help: 'Times the embedded api thread died and was started again.',
    registers: [registry],
  });
  let kept: KeptAnswers | undefined;
  new client.Counter({
    name: 'flora_proxy_kept_answers_total',
    help: 'Large GET answers the proxy keeps: hit (a 304 upstream answered 200 from kept bytes), miss (came whole and was kept).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.labels('hit').inc(kept?.hits ?? 0);
      this.labels('miss').inc(kept?.misses ?? 0);
    },
  });
  new client.Gauge({
    name: 'flora_proxy_kept_answer_bytes',
    help: 'Bytes of the answers the proxy keeps.',
    registers: [registry],
    collect() {
      this.set(kept?.bytes ?? 0);
    },
  });
  // Each request's series found by one map lookup: prom-client's labels() hashes its labels every call.
  const counted = new Map<string, ReturnType<typeof requests.labels>>();
  const timed = new Map<string, ReturnType<typeof durations.labels>>();
  return {
    registry,
    request({ route, method, status, durationMs }) {
      const code = String(status);
      const key = `${method} ${route}`;
      const countKey = `${key} ${code}`;
      let count = counted.get(countKey);
      if (!count) counted.set(countKey, (count = requests.labels(route, method, code)));
      count.inc();
      let time = timed.get(key);
      if (!time) timed.set(key, (time = durations.labels(route, method)));
      time.observe(durationMs / 1000);
      if (status === 429) limited.labels(route).inc();
      else if (route === LOGIN && method === 'POST' && LOGIN_FAILED.has(status)) loginFailures.labels(code).inc();
    },
    apiRestarted: () => restarts.inc(),
    readKeptAnswers(answers) {
      kept = answers;
    },
  };
}

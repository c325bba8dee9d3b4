import { z } from 'zod';

/** Settings of the proxy process (the README lists them); the api reads its own from the same environment. */
export interface ProxySettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The back-office API to forward to; unset: start the reference api in this process. */
  upstreamUrl?: string;
  seedCustomers: number;
  jwtSecret?: string;
  upstreamTimeoutMs: number;
  trustProxy: boolean;
  /** After SIGTERM: seconds /readyz answers 503 while requests are still served, before the server closes. */
  drainSeconds: number;
  metricsToken?: string;
  logFormat: 'json' | 'pretty';
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  UPSTREAM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_CUSTOMERS: z.coerce.number().int().min(0).default(5000),
  JWT_SECRET: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  TRUST_PROXY: z.enum(['true', 'false']).default('true'),
  DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
});

/** Reads and checks the environment; an empty variable counts as unset. Throws a readable message. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ProxySettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    upstreamUrl: e.UPSTREAM_API_URL,
    seedCustomers: e.SEED_CUSTOMERS,
    jwtSecret: e.JWT_SECRET,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === 'true',
    drainSeconds: e.DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT,
  };
}

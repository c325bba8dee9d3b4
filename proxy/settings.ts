import { z } from 'zod';
import type { AppSettings } from '../schemas/appSettings';

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

const httpUrl = z.url({ protocol: /^https?$/ });
const emailList = z
  .string()
  .transform((text) => text.split(',').map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(z.email()));

/**
 * The app's outside addresses. The defaults are the demo's: a deployment sets each (README); the percent
 * view defaults to the two demo users, so no real person is named in code.
 */
const appSchema = z.object({
  PILOT_SHOP_URL: httpUrl.default('https://pilot.flora-marketplace.test/'),
  WEBSHOP_UK_URL: httpUrl.default('https://shop.flora-uk.test/login'),
  WEBSHOP_FR_URL: httpUrl.default('https://boutique.flora-fr.test/login'),
  IDENTITIES_URL: httpUrl.default('https://identities.flora-group.test/'),
  SUPPORT_EMAIL: z.email().default('support@flora.test'),
  JDF_INVOICE_EMAIL: z.email().default('facturation@mf-group.example'),
  CNC_WEBSHOP_URL: httpUrl.default('https://shop.dexxdrive.example/connexion'),
  PERCENT_VIEW_EMAILS: emailList.default(['admin@demo.test', 'manager@demo.test']),
});

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
}).extend(appSchema.shape);

/** The environment checked by `of`; an empty variable counts as unset. Throws a message naming each bad variable. */
function parseEnv<T extends z.ZodType>(of: T, env: NodeJS.ProcessEnv): z.output<T> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = of.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function appSettingsOf(e: z.output<typeof appSchema>): AppSettings {
  return {
    pilotShopUrl: e.PILOT_SHOP_URL,
    webshopUkUrl: e.WEBSHOP_UK_URL,
    webshopFrUrl: e.WEBSHOP_FR_URL,
    identitiesUrl: e.IDENTITIES_URL,
    supportEmail: e.SUPPORT_EMAIL,
    jdfInvoiceEmail: e.JDF_INVOICE_EMAIL,
    cncWebshopUrl: e.CNC_WEBSHOP_URL,
    percentViewEmails: e.PERCENT_VIEW_EMAILS,
  };
}

/** The app's outside addresses from the environment (the demo's where unset). Throws a readable message. */
export function appSettingsFromEnv(env: NodeJS.ProcessEnv): AppSettings {
  return appSettingsOf(parseEnv(appSchema, env));
}

/**
 * Reads and checks the environment; an empty variable counts as unset. Throws a readable message. The
 * app's addresses are checked here too, so a bad one stops the start (GET /config/settings serves them).
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ProxySettings {
  const e = parseEnv(schema, env);
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

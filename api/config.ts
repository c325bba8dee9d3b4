import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Settings of the api, read from the environment (documented in the README). */
export interface ApiConfig {
  jwtSecret: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Absolute lifetime of a refresh-token family in seconds. */
  refreshTokenTtl: number;
  /** Password-reset link lifetime in seconds. */
  resetTokenTtl: number;
  /** Base URL of the app, for links in mails. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  marketingApiUrl?: string;
  marketingApiKey?: string;
  /** The EU's VIES checkVatService (a test points it at a local fake). */
  viesUrl?: string;
  /** Trust X-Forwarded-For from the proxy in front. */
  trustProxy: boolean;
  /** Failed logins from one client address within the window before further attempts answer 429. */
  loginFailureLimit: number;
  loginFailureWindowSeconds: number;
  /**
   * `full`: the reference api with its extensions. `legacy`: as the group's existing back office behaves,
   * to prove the app works against it: extension calls answer 404, tokens carry only the spec's claims,
   * list answers carry no ETag.
   */
  profile: ApiProfile;
}

export const API_PROFILES = ['full', 'legacy'] as const;
export type ApiProfile = (typeof API_PROFILES)[number];

function profileOf(value: string | undefined): ApiProfile {
  if (!value) return 'full';
  if ((API_PROFILES as readonly string[]).includes(value)) return value as ApiProfile;
  throw new Error(`API_PROFILE must be one of ${API_PROFILES.join(', ')}, not '${value}'`);
}

export const TOKEN_ISSUER = 'flora-crm-api';
export const TOKEN_AUDIENCE = 'flora-crm';

/** JWT_SECRET, or a random secret generated once and kept in the data folder. */
export async function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function configFromEnv(env: NodeJS.ProcessEnv, jwtSecret: string): ApiConfig {
  return {
    jwtSecret,
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
    resetTokenTtl: Number(env.RESET_TOKEN_TTL ?? 3600),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'crm@flora.test',
    marketingApiUrl: env.MARKETING_API_URL || undefined,
    marketingApiKey: env.MARKETING_API_KEY || undefined,
    viesUrl: env.VIES_URL || undefined,
    trustProxy: env.TRUST_PROXY !== 'false',
    loginFailureLimit: Number(env.LOGIN_FAILURE_LIMIT ?? 30),
    loginFailureWindowSeconds: Number(env.LOGIN_FAILURE_WINDOW ?? 300),
    profile: profileOf(env.API_PROFILE),
  };
}

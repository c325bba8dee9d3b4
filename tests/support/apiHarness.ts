import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApi } from '../../api/app';
import { ManualClock } from '../../api/clock';
import { configFromEnv } from '../../api/config';
import { createServices } from '../../api/createServices';
import type { Database } from '../../api/db/database';
import type { Services } from '../../api/services';
import { seededDatabase } from './seededDatabase';

/** The fixed "now" of api tests: a Wednesday morning. The seed is built around it. */
export const TEST_NOW = new Date('2026-06-17T08:00:00Z');
export const DEMO_PASSWORD = 'demo1234';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiHarness {
  url: string;
  db: Database;
  clock: ManualClock;
  services: Services;
  /** Calls `/api/<path>` and parses JSON (or returns the text). */
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Logs a demo user in and returns the login answer (accessToken, refreshToken, user). */
  login(email: string, password?: string): Promise<{ accessToken: string; refreshToken: string; user: any }>;
  close(): Promise<void>;
}

/** Starts the real api over a fresh, seeded database on an ephemeral port. */
export async function startApi(options: { customers?: number; env?: NodeJS.ProcessEnv } = {}): Promise<ApiHarness> {
  const clock = new ManualClock(TEST_NOW);
  const { db, drop } = await seededDatabase({ customers: options.customers ?? 300, seed: 42, today: clock.now() });
  const config = configFromEnv({ ...options.env, TRUST_PROXY: 'true' }, 'test-secret-for-api-tests-only-0123456789');
  const services = createServices(db, clock, config);
  const server: Server = await new Promise((resolve) => {
    const s = createServer(createApi(services)).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T>(method: string, path: string, { token, body, headers = {} }: CallOptions = {}): Promise<CallResult<T>> {
    const response = await fetch(`${url}/api/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = text === '' ? null : JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    url,
    db,
    clock,
    services,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const result = await call<{ accessToken: string; refreshToken: string; user: any }>('POST', 'auth/login', { body: { email, password, ip: '127.0.0.1' } });
      if (result.status !== 200) throw new Error(`login ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
      return result.body;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await drop();
    },
  };
}

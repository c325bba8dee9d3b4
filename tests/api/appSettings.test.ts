import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_SETTINGS_PATH, AppSettings } from '../../schemas/appSettings';
import { makeSite, startProxy } from './proxyFixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A deployment's outside addresses, as its operator sets them. */
const DEPLOYMENT = {
  PILOT_SHOP_URL: 'https://market.example.org/pilot/',
  WEBSHOP_UK_URL: 'https://uk.example.org/login',
  WEBSHOP_FR_URL: 'https://fr.example.org/login',
  IDENTITIES_URL: 'https://ids.example.org/portal',
  SUPPORT_EMAIL: 'helpdesk@example.org',
  JDF_INVOICE_EMAIL: 'invoices@example.org',
  CNC_WEBSHOP_URL: 'http://drive.example.org/connexion',
  PERCENT_VIEW_EMAILS: ' directie@example.org, controller@example.org ,',
};

let site: Awaited<ReturnType<typeof makeSite>>;

beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());
afterEach(() => vi.unstubAllEnvs());

/** GET /config/settings of a proxy made under the environment as it is now. */
async function settingsServed(): Promise<{ status: number; cacheControl: string | null; body: unknown }> {
  const proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir });
  try {
    const response = await fetch(`${proxy.url}${APP_SETTINGS_PATH}`, { headers: { accept: 'application/json' } });
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
  } finally {
    await proxy.close();
  }
}

describe('GET /config/settings', () => {
  it("answers the deployment's addresses from its environment, the percent-view list split on commas", async () => {
    for (const [name, value] of Object.entries(DEPLOYMENT)) vi.stubEnv(name, value);
    const answer = await settingsServed();
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-cache');
    expect(AppSettings.parse(answer.body)).toEqual({
      pilotShopUrl: 'https://market.example.org/pilot/',
      webshopUkUrl: 'https://uk.example.org/login',
      webshopFrUrl: 'https://fr.example.org/login',
      identitiesUrl: 'https://ids.example.org/portal',
      supportEmail: 'helpdesk@example.org',
      jdfInvoiceEmail: 'invoices@example.org',
      cncWebshopUrl: 'http://drive.example.org/connexion',
      percentViewEmails: ['directie@example.org', 'controller@example.org'],
    });
  });

  it('answers the demo addresses where none is set, and names only the demo users for the percent view', async () => {
    for (const name of Object.keys(DEPLOYMENT)) vi.stubEnv(name, '');
    const { body } = await settingsServed();
    expect(body).toMatchObject({ pilotShopUrl: 'https://pilot.flora-marketplace.test/', supportEmail: 'support@flora.test' });
    expect((body as AppSettings).percentViewEmails).toEqual(['admin@demo.test', 'manager@demo.test']);
  });

  it('is not made from a bad variable: the error names it', () => {
    vi.stubEnv('WEBSHOP_UK_URL', 'ftp://uk.example.org/login');
    return expect(settingsServed()).rejects.toThrow(/WEBSHOP_UK_URL/);
  });
});

/** Starts the server (proxy/main.ts) under `env`; its exit code and error output once it stops (or is stopped after 20 s). */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stderr });
    });
  });
}

describe('the server with a bad address in its environment', () => {
  it('refuses to start, naming each bad variable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'app-settings-'));
    try {
      const { code, stderr } = await startServer({
        PORT: '0',
        DATA_DIR: dataDir,
        UPSTREAM_API_URL: 'http://127.0.0.1:9',
        PILOT_SHOP_URL: 'javascript:alert(1)',
        SUPPORT_EMAIL: 'support at flora',
        PERCENT_VIEW_EMAILS: 'directie@example.org,not-an-address',
      });
      expect(code).toBe(1);
      expect(stderr).toContain('Flora CRM could not start: Invalid environment');
      expect(stderr).toMatch(/PILOT_SHOP_URL: /);
      expect(stderr).toMatch(/SUPPORT_EMAIL: /);
      expect(stderr).toMatch(/PERCENT_VIEW_EMAILS\.1: /);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

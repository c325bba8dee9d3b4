import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';

let server: AppServer;
let browser: Browser;
let indexHtml: string;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  indexHtml = await readFile(`${distDir}index.html`, 'utf8');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the product as a browser gets it', () => {
  it('opens the app at / and renders it under its security policy', async () => {
    const { page, consoleErrors } = await newPage(browser, server.url);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    // React has rendered something into the root element: the scripts and styles loaded.
    await page.waitForSelector('#root > *', { timeout: 30_000 });
    expect(await page.title()).not.toBe('');
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('serves hashed assets for a year', async () => {
    const { page } = await newPage(browser, server.url);
    const assets: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.headers()['cache-control'] ?? '');
    });
    await page.goto('/');
    await page.waitForSelector('#root > *', { timeout: 30_000 });
    expect(assets.length).toBeGreaterThan(0);
    expect(new Set(assets)).toEqual(new Set(['public, max-age=31536000, immutable']));
  });

  it('opens the app on a navigation to an export page under /api/, while the API answers calls there', async () => {
    const { page } = await newPage(browser, server.url);
    const response = await page.goto('/api/quadra-export');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toBe(indexHtml);
    const call = await page.evaluate(async () => {
      const r = await fetch('/api/auth/getRoles', { headers: { accept: 'application/json' } });
      return { status: r.status, type: r.headers.get('content-type') ?? '', body: await r.json() };
    });
    expect(call.status).toBe(401);
    expect(call.type).toContain('application/json');
    expect(call.body).toHaveProperty('message');
  });

  it('logs a demo user in through the proxy', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/');
    const login = await page.evaluate(async () => {
      const r = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sales@demo.test', password: 'demo1234', ip: '127.0.0.1' }),
      });
      const body = await r.json();
      const roles = await fetch('/api/auth/getRoles', { headers: { accept: 'application/json', authorization: `Bearer ${body.accessToken}` } });
      const forged = await fetch('/api/auth/getRoles', { headers: { accept: 'application/json', authorization: `Bearer ${body.accessToken}x` } });
      return { status: r.status, roles: roles.status, forged: forged.status };
    });
    expect(login).toEqual({ status: 200, roles: 200, forged: 401 });
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from './signIn';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The stored access token with its expiry a minute ago, as after a quarter of an hour away (tabs share localStorage). */
function expireAccessToken(tab: Page): Promise<void> {
  return tab.evaluate(() => {
    const [header, payload] = (localStorage.getItem('access_token') ?? '').split('.');
    const base64 = (payload ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims))));
    localStorage.setItem('access_token', `${header}.${encoded.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.expired`);
  });
}

describe('two tabs', () => {
  it('refresh an expired session once between them, and both stay signed in', async () => {
    const { page: first } = await newPage(browser, server.url);
    await signIn(first, 'sales@demo.test');
    await first.waitForURL('**/iCRM/Inbox');
    const second = await first.context().newPage();
    await second.goto('/iCRM/Inbox');
    await second.getByRole('button', { name: 'Profile' }).waitFor();

    await expireAccessToken(first);
    const refreshes: string[] = [];
    for (const tab of [first, second]) tab.on('request', (request) => request.url().includes('/api/auth/refreshtoken') && refreshes.push(request.url()));
    await Promise.all([first.reload(), second.reload()]);

    for (const tab of [first, second]) {
      await tab.getByRole('button', { name: 'Profile' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/iCRM/Inbox');
    }
    expect(refreshes).toHaveLength(1);
    expect(await second.evaluate(() => localStorage.getItem('access_token')?.endsWith('.expired'))).toBe(false);
  });
});

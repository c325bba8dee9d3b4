import type { Browser, Page } from 'playwright-core';
import { newPage } from '../support/browser';

export const DEMO_PASSWORD = 'demo1234';

/** Types the credentials on /login and presses Enter (the spec's way to submit). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
}

/** Signs a demo user in and waits until the app has left the login page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
}

/** Where screenshots go (git-ignored). */
export const shot = (name: string) => ({ path: `scratch/screens/${name}.png`, animations: 'disabled' as const });

/** A fresh page with a demo user signed in, on `path`. */
export async function openSignedIn(browser: Browser, baseUrl: string, email: string, path: string): Promise<Page> {
  const { page } = await newPage(browser, baseUrl);
  await signIn(page, email);
  await page.goto(path);
  return page;
}

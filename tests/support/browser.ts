import { chromium, type Browser, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { watchAccessibility } from './accessibility';

/** Debian's Chromium: the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Screens are checked as they are, not halfway through a fade: a button turning from disabled grey to green, or
 * a tooltip fading in, would otherwise be measured at a contrast it never settles at.
 */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export interface AppPage {
  page: Page;
  /** console.error messages of the page, for tests that assert on them. */
  consoleErrors: string[];
}

/**
 * A page in a fresh browser context (no shared storage) with baseUrl as its base. Call it inside a test:
 * an uncaught error in the page, or a serious or critical accessibility violation (axe-core) on any screen
 * it opened, fails that test when it finishes, and the context is closed.
 */
export async function newPage(browser: Browser, baseUrl: string): Promise<AppPage> {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: '${NO_MOTION}' })));`);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error));
  const accessibility = watchAccessibility(page);
  onTestFinished(async () => {
    const violations = await accessibility.finish();
    await context.close();
    if (pageErrors.length > 0) throw new Error(`Uncaught error in the page:\n${pageErrors.map((e) => e.stack ?? e.message).join('\n')}`);
    if (violations.length > 0) throw new Error(`Accessibility violations (axe-core, serious or critical):\n${violations.join('\n')}`);
  });
  return { page, consoleErrors };
}

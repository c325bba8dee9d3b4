import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { watchAccessibility } from './accessibility';

/** Debian's Chromium: the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright itself turns off (playwright-core's chromiumSwitches.ts, at the pinned version). Chromium
 * keeps only the last --disable-features switch, so ours replaces Playwright's and must carry its features too.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const playwrightsOwn = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;

/**
 * The omnibox's popup is a WebUI page that headless Chromium loads, in a renderer of its own, for every window: every
 * browser context. It took as much CPU as the page under test while that page loaded (1-2 s on two cores it shares).
 */
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: [playwrightsOwn],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP].join(',')}`,
    ],
  });
  // A Playwright whose list changed still passes its own switch, and one of the two would be lost: say so.
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.context().close();
  if (commandLine.split(' ').filter((arg) => arg.startsWith('--disable-features=')).length !== 1) {
    await browser.close();
    throw new Error(`Playwright's own --disable-features changed: update PLAYWRIGHT_DISABLED_FEATURES in tests/support/browser.ts (${commandLine})`);
  }
  return browser;
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

export interface NewPageOptions {
  /** More context options: a phone's viewport, touch and mobile mode. */
  context?: BrowserContextOptions;
  /**
   * false: the test runs axe itself. The watch checks each screen once per run whatever the viewport, so a screen
   * already checked on a desktop would not be checked again on a phone.
   */
  watchAccessibility?: boolean;
}

/**
 * A page in a fresh browser context (no shared storage) with baseUrl as its base. Call it inside a test:
 * an uncaught error in the page, or a serious or critical accessibility violation (axe-core) on any screen
 * it opened, fails that test when it finishes, and the context is closed.
 */
export async function newPage(browser: Browser, baseUrl: string, options: NewPageOptions = {}): Promise<AppPage> {
  const context = await browser.newContext({ ...options.context, baseURL: baseUrl });
  await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: '${NO_MOTION}' })));`);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error));
  const accessibility = options.watchAccessibility === false ? undefined : watchAccessibility(page);
  onTestFinished(async () => {
    const violations = (await accessibility?.finish()) ?? [];
    await context.close();
    if (pageErrors.length > 0) throw new Error(`Uncaught error in the page:\n${pageErrors.map((e) => e.stack ?? e.message).join('\n')}`);
    if (violations.length > 0) throw new Error(`Accessibility violations (axe-core, serious or critical):\n${violations.join('\n')}`);
  });
  return { page, consoleErrors };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** A phone: 390 × 844 CSS pixels, touch, mobile mode. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const LOADING = '.MuiSkeleton-root, .MuiLinearProgress-root, .MuiCircularProgress-root';

/**
 * The demo users with a menu (README), in two lanes that run side by side in one browser; each user opens the screens
 * of its menu that no one opened before. The admin, who sees every screen, walks its menu from the end, so the two
 * lanes share the screens instead of racing for the same ones.
 */
const LANES = [
  ['sales@demo.test', 'finance@demo.test', 'wholesale@demo.test'],
  ['admin@demo.test', 'manager@demo.test', 'deco@demo.test'],
];
const FROM_THE_END = new Set(['admin@demo.test']);

/** Screens outside the menu, opened by the first user who may: the user's profile, and a customer (through the toolbar search). */
const EXTRA_SCREENS = ['/profile'];

async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator(LOADING).count(), { timeout: 15_000, interval: 100 }).toBe(0);
}

/** axe-core itself, put into each page once: the pages navigate on the client, and axe stays. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** What is wrong with the screen in view at 390 px: sideways page scroll, serious or critical axe findings. */
async function faultsOf(page: Page): Promise<string[]> {
  const faults: string[] = [];
  // Not innerWidth: in mobile mode the browser zooms out to a page wider than the screen, and innerWidth grows with it.
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (width > PHONE.viewport.width) faults.push(`scrolls sideways (${width} px wide)`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // As tests/support/accessibility.ts runs it on desktop screens (tooltips left out), but for colour contrast: the
  // colours are the desktop's, checked there, and that rule is most of axe's time. Violations only: no time spent
  // listing what passed.
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe.run(
      { exclude: [['.MuiTooltip-popper']] },
      { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] },
    );
    return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    faults.push(`${v.impact} ${v.id} ×${v.nodes.length} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  }
  return faults;
}

/** Client-side navigation, as a link in the app does it. */
const goTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('on a phone (390 × 844, touch)', () => {
  it("each role's menu screens fit the width, without sideways scroll, and are axe clean; the toolbar search opens a customer", async () => {
    const [customer] = await server.db.query<{ debnr: string; name: string }>(
      "SELECT debnr, name FROM customers WHERE group_code = '101' AND name ~ '^[A-Za-z]' ORDER BY debnr LIMIT 1",
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    /** Whether a screen is still to be checked; from then on it is the caller's (the other lane skips it). */
    const claim = (screen: string) => !seen.has(screen) && Boolean(seen.add(screen));
    const audit = async (page: Page, screen: string) => {
      for (const fault of await faultsOf(page)) failures.push(`${screen}: ${fault}`);
    };
    /** Checks the screen in view once it has settled, unless it was checked already. */
    const check = async (page: Page, name?: string) => {
      await settled(page);
      const screen = name ?? new URL(page.url()).pathname.toLowerCase();
      if (claim(screen)) await audit(page, screen);
    };

    const visitAs = async (email: string) => {
      const { page } = await newPage(browser, server.url, { context: PHONE, watchAccessibility: false });
      await signIn(page, email);
      await check(page);

      if (email === 'sales@demo.test') {
        // The toolbar's search is a button on a phone; it opens the search over the toolbar.
        await page.getByRole('button', { name: 'Search customers' }).tap();
        await page.getByRole('combobox', { name: 'Search customers' }).fill(customer!.name);
        await page.getByRole('option', { name: new RegExp(customer!.debnr) }).tap();
        await page.waitForURL(`**/icrm/customer/${customer!.debnr}`);
        await check(page, '/icrm/customer/:debnr');
        for (const path of EXTRA_SCREENS) {
          await goTo(page, path);
          await check(page);
        }
      }

      // Every entry of the menu (a drawer on a phone), opened as a finger does.
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.tap();
      const drawer = page.locator('.MuiDrawer-paper');
      const paths = await drawer.locator('a.RaMenuItemLink-root').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(paths.length, email).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      if (FROM_THE_END.has(email)) paths.reverse();
      for (const path of paths) {
        if (!claim(path.toLowerCase())) continue;
        await menu.tap();
        await drawer.locator(`a[href="${path}"]`).tap();
        await page.waitForURL((url) => url.pathname === path);
        await settled(page);
        await audit(page, path.toLowerCase());
      }
      await page.context().close();
    };
    // Two users at a time: most of a screen's time is waiting for its data and for the browser.
    await Promise.all(
      LANES.map(async (lane) => {
        for (const email of lane) await visitAs(email);
      }),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});

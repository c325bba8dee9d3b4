import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Violations at these impacts fail the test that opened the screen (issue: 0 serious or critical). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** A screen once it has had a moment to render after a navigation. */
const SETTLE_MS = 750;

/** Screens checked, or being checked, in this run (the e2e files share one worker): each is checked once. */
const checked = new Set<string>();

const screenOf = (url: string) => {
  const { pathname } = new URL(url);
  return decodeURI(pathname).toLowerCase().replace(/\/\d+(?=\/|$)/g, '/:n');
};

export interface AccessibilityWatch {
  /** Checks the screen showing now (if not yet checked), waits for checks under way, and lists what failed. */
  finish(): Promise<string[]>;
}

/**
 * Runs axe-core on every screen a page opens (each main-frame navigation, client-side ones included,
 * once the screen has settled) and collects serious and critical violations with their targets.
 */
export function watchAccessibility(page: Page): AccessibilityWatch {
  const failures: string[] = [];
  const running = new Set<Promise<void>>();

  const check = (url: string) => {
    const screen = screenOf(url);
    if (url.startsWith('about:') || checked.has(screen)) return;
    checked.add(screen);
    const run = (async () => {
      try {
        // Legacy mode runs axe inside the page alone: the default opens a helper page, which tests waiting for a popup would take.
        // Tooltips are left out: caught mid-fade, their contrast is measured against a half-transparent box.
        const results = await new AxeBuilder({ page }).setLegacyMode(true).exclude('.MuiTooltip-popper').analyze();
        // Navigated away meanwhile: checked again on its next visit.
        if (page.url() !== url) return void checked.delete(screen);
        for (const violation of results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
          const targets = violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ');
          failures.push(`${screen}: ${violation.impact} ${violation.id} (${violation.help}) at ${targets}`);
        }
      } catch {
        // The page closed or navigated while axe ran: the screen is checked on a later visit.
        checked.delete(screen);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    setTimeout(() => {
      if (!page.isClosed() && page.url() === url) check(url);
    }, SETTLE_MS);
  });

  return {
    async finish() {
      if (!page.isClosed()) check(page.url());
      while (running.size > 0) await Promise.all(running);
      return failures;
    },
  };
}

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../schemas/entities/specialOffer';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser } from '../support/browser';
import { openSignedIn, shot } from './signIn';

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

const openAs = (email: string, path: string) => openSignedIn(browser, server.url, email, path);

/** The titles of the enabled offers the manager may send. */
async function sendableTitles(): Promise<string[]> {
  const offers = await server.db.query<{ title: string }>(
    `SELECT o.title FROM special_offers o JOIN special_offer_access a ON a.special_offer_id = o.id JOIN users u ON u.azure_id = a.azure_id
      WHERE u.email = 'manager@demo.test' AND o.enabled AND o.sender_email <> '' ORDER BY o.id`,
  );
  return offers.map((o) => o.title);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('special offers', () => {
  it('sends an offer from its card: confirmation, progress driven by the list sync, then the banner; the provider status shows above', async () => {
    await server.db.query(
      `INSERT INTO provider_status_updates (current_status, title, start_date, details) VALUES ('Service Disruption', 'Campaign sending halted', now() - interval '2 hours', 'Campaigns are queued.')`,
    );
    const [title] = await sendableTitles();
    const page = await openAs('manager@demo.test', '/specialoffers');
    await page.getByRole('alert').filter({ hasText: 'Campaign sending halted' }).getByText('2 hours ago').waitFor();
    const offer = card(page, title!);
    await offer.getByRole('list', { name: 'Product list' }).waitFor();
    await page.screenshot(shot('special-offers-send'));

    await offer.getByRole('button', { name: 'Create + Send' }).click();
    await page.getByRole('dialog').getByText(OFFER_MESSAGES.confirmSend).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const progress = offer.getByRole('progressbar', { name: 'Sending…' });
    await progress.and(page.locator('[aria-valuenow]')).waitFor();
    await offer.getByRole('status').getByText(OFFER_MESSAGES.sent).waitFor({ timeout: 20_000 });
    await page.screenshot(shot('special-offers-sent'));
    const sent = [...server.brevo.campaigns.values()].filter((c) => c.sent);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.name).toContain(title);
  });

  it('shows the provider refusal in red and the card warnings; no sender email, no send', async () => {
    const [refused, noSubject, noSender] = await sendableTitles();
    await server.db.query("UPDATE special_offers SET email_subject = '' WHERE title = $1", [noSubject]);
    await server.db.query("UPDATE special_offers SET sender_email = '' WHERE title = $1", [noSender]);
    const page = await openAs('manager@demo.test', '/specialoffers');
    await card(page, noSubject!).getByText(OFFER_MESSAGES.missingSubject).waitFor();
    await card(page, noSender!).getByText(OFFER_MESSAGES.missingSender).waitFor();
    expect(await card(page, noSender!).getByRole('button', { name: 'Create + Send' }).isDisabled()).toBe(true);

    server.brevo.refusals.push({ pathEnd: '/v3/emailCampaigns', status: 400, message: 'Sender is not valid' });
    await card(page, refused!).getByRole('button', { name: 'Create + Send' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await card(page, refused!).getByRole('alert').filter({ hasText: 'Sender is not valid' }).waitFor({ timeout: 20_000 });
    expect(server.brevo.refusals).toHaveLength(0);
  });

  it('adds an offer in the New Special Offer dialog, edits it on its page, and gives a user access at once', async () => {
    const page = await openAs('manager@demo.test', '/specialoffers/manage');
    await page.getByRole('columnheader', { name: 'Subject' }).waitFor();
    await page.screenshot(shot('special-offers-manage'));
    await page.getByRole('button', { name: 'New Special Offer' }).click();
    const dialog = page.getByRole('dialog');
    // Required inputs are labelled 'Name *' (a thin space before the star).
    const input = (scope: Page | typeof dialog, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('is required').first().waitFor();
    expect(await dialog.getByLabel('Subject B').count()).toBe(0);
    await input(dialog, 'Name').fill('Pioenrozen actie');
    await input(dialog, 'Devisie').fill('Bloemen');
    await input(dialog, 'List id').fill('77');
    await input(dialog, 'Template').fill('12');
    await input(dialog, 'Sender').fill('actie@company1.example');
    await input(dialog, 'Subject').fill('Pioenrozen: nu in de aanbieding');
    await dialog.getByLabel('AB test').check();
    await input(dialog, 'Winner after (hours)').fill('200');
    await input(dialog, 'Subject B').fill('Pioenrozen B');
    await input(dialog, 'Test group size').fill('20%');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('must be 1 to 168 hours').waitFor();
    await page.screenshot(shot('special-offers-new'));
    await input(dialog, 'Winner after (hours)').fill('24');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Special offer added').waitFor();

    await page.getByRole('link', { name: 'Edit Pioenrozen actie' }).click();
    await page.waitForURL('**/specialoffer/manage/*');
    await page.getByRole('heading', { name: 'Offer settings' }).waitFor();
    await page.getByRole('heading', { name: 'Email provider settings' }).waitFor();
    await page.getByRole('heading', { name: 'Product list' }).waitFor();
    await page.getByLabel('Access Sam Sales').or(page.getByLabel('Access Max Manager')).first().waitFor();
    await page.getByLabel('Access Max Manager').check();
    await page.getByText('offer user access saved').waitFor();
    await input(page, 'Subject').fill('Pioenrozen: laatste week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Special offer saved').waitFor();
    await page.getByRole('list', { name: 'History' }).getByText('Pioenrozen: laatste week').waitFor();
    await page.screenshot({ ...shot('special-offers-edit'), fullPage: true });
    const [access] = await server.db.query(
      `SELECT 1 FROM special_offer_access a JOIN special_offers o ON o.id = a.special_offer_id JOIN users u ON u.azure_id = a.azure_id
        WHERE o.title = 'Pioenrozen actie' AND u.email = 'manager@demo.test'`,
    );
    expect(access).toBeDefined();
  });

  it('lists the send log for admins; others are sent to a page of their own', async () => {
    const page = await openAs('admin@demo.test', '/specialoffers/logs');
    await page.getByRole('columnheader', { name: 'Special Offer Title' }).waitFor();
    await page.getByRole('columnheader', { name: 'Sent Campaign' }).waitFor();
    const [latest] = await server.db.query<{ special_offer_name: string }>('SELECT special_offer_name FROM special_offer_logs ORDER BY create_date DESC LIMIT 1');
    await page.getByRole('row').nth(1).getByText(latest!.special_offer_name).waitFor();
    await page.screenshot(shot('special-offers-log'));
    // A manager opening the log lands on a page of their own roles instead.
    const manager = await openAs('manager@demo.test', '/specialoffers/logs');
    await manager.waitForURL((url) => !url.pathname.endsWith('/specialoffers/logs'));
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteDate } from '../../custom-pages/inbox/noteFilter';
import { startAppServer, type AppServer } from '../support/appServer';
import { launchBrowser, newPage } from '../support/browser';
import { shot, signIn } from './signIn';

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

interface NoteRow {
  debnr: string;
  debnaam: string;
  username: string;
  memo: string;
  placeDate: string;
}

/** The group's 76 newest notes, as the inbox must show them. */
const latestNotes = (group: string) =>
  server.db.query<NoteRow>(
    `SELECT n.debnr, c.debnaam, n.username, n.memo, to_json(n.place_date)#>>'{}' AS "placeDate"
       FROM notes n JOIN customers c ON c.debnr = n.debnr WHERE c.group_code = $1 ORDER BY n.place_date DESC, n.id DESC LIMIT 76`,
    [group],
  );

const cards = (page: Page) => page.getByRole('feed', { name: 'Inbox' }).getByRole('article');

describe('inbox', () => {
  it("lands sales on the inbox with the group's latest notes as cards, then filters them", async () => {
    const notes = await latestNotes('101');
    expect(notes.length).toBeGreaterThan(10);
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await page.waitForURL('**/iCRM/Inbox');
    await expect.poll(() => cards(page).count()).toBe(notes.length);

    const first = cards(page).first();
    const newest = notes[0]!;
    expect(await first.getByRole('link').textContent()).toBe(newest.debnr);
    const text = await first.textContent();
    for (const part of [newest.debnaam, newest.memo, noteDate(newest), `by ${newest.username}`, newest.username.charAt(0).toUpperCase()]) expect(text).toContain(part);
    await page.screenshot({ ...shot('inbox'), fullPage: true });

    const byDebnr = notes.filter((n) => n.debnr === newest.debnr);
    await page.getByLabel('Debtor number').fill(newest.debnr);
    await expect.poll(() => cards(page).count()).toBe(byDebnr.length);

    // Case-insensitive contains on the message, combined with the debnr filter.
    const word = newest.memo.split(' ').find((w) => w.length > 4)!;
    await page.getByLabel('Message').fill(word.toUpperCase());
    await expect.poll(() => cards(page).count()).toBe(byDebnr.filter((n) => n.memo.toLowerCase().includes(word.toLowerCase())).length);

    await page.getByLabel('Message').fill('no memo says this');
    await page.getByText('No data found').waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByLabel('Message').fill('');
    await page.getByLabel('Debtor number').fill('');

    const author = notes[notes.length - 1]!.username;
    await page.getByLabel('Username').fill(author.slice(1, 5).toLowerCase());
    await expect.poll(() => cards(page).count()).toBe(notes.filter((n) => n.username.toLowerCase().includes(author.slice(1, 5).toLowerCase())).length);
    await page.getByLabel('Username').fill('');

    const day = noteDate(notes[3]!).slice(0, 10);
    await page.getByLabel('Date').fill(day);
    await expect.poll(() => cards(page).count()).toBe(notes.filter((n) => noteDate(n).startsWith(day)).length);
  });

  it("opens the customer from a note's debnr chip", async () => {
    const [newest] = await latestNotes('101');
    const { page } = await newPage(browser, server.url);
    await signIn(page, 'sales@demo.test');
    await cards(page).first().getByRole('link', { name: newest!.debnr }).click();
    await page.waitForURL(`**/icrm/customer/${newest!.debnr}`);
  });
});

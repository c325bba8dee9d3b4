import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { invalidateArrays } from '../../dataProvider';
import { defineResource } from '../../resources/framework/defineResource';
import { renderResource } from './renderResource';

/** A 390 px screen: every max-width query of MUI's breakpoints matches (jsdom has no matchMedia of its own). */
const phoneMedia = (query: string) => ({
  matches: /max-width/.test(query),
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});

const things = [
  { code: 'A1', name: 'Anna', city: 'Gent', phone: '+32 9 123', open: true },
  { code: 'B2', name: 'Bert', city: 'Lille', phone: '+33 3 456', open: false },
];

const thingsResource = (phoneColumns?: string[], rows = things) => ({
  rows,
  resource: defineResource<(typeof things)[number]>({
    name: 'phoneThings',
    path: '/phone-things',
    id: 'code',
    schema: z.object({ code: z.string(), name: z.string(), city: z.string(), phone: z.string(), open: z.boolean() }),
    endpoints: { list: { method: 'GET', path: 'things/all' }, close: { method: 'POST', path: 'things/close/{code}' } },
    access: { list: [] },
    list: {
      columns: ['code', 'name', 'city', 'phone', 'open'],
      phoneColumns,
      rowClick: '/elsewhere/{code}',
      bulkActions: [{ label: 'Close all', endpoint: 'close' }],
    },
  }),
});

const slow = { timeout: 8000 };
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('a generated list on a phone', { timeout: 60_000 }, () => {
  let rows = things;
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('matchMedia', phoneMedia);
    // The list's rows; any other call (saved views) finds a back office without it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/things/all') ? new Response(JSON.stringify(rows), { status: 200 }) : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first three columns and the selection, and opens the row on a tap', async () => {
    const { resource } = thingsResource();
    rows = things;
    renderResource([resource], '/phone-things');
    await screen.findByText('Anna', undefined, slow);
    // The selection column's header is its "select all" checkbox; then the key columns only.
    expect(headers().slice(1)).toEqual(['Code', 'Name', 'City']);
    expect(screen.queryByText('+32 9 123')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByRole('button', { name: 'Close all' }, slow)).toBeTruthy();
    fireEvent.click(screen.getByText('Bert'));
    await screen.findByText('elsewhere', undefined, slow);
  });

  it("shows the declaration's key columns when it names them", async () => {
    const { resource } = thingsResource(['name', 'phone']);
    rows = things;
    renderResource([resource], '/phone-things');
    await screen.findByText('Anna', undefined, slow);
    expect(headers().slice(1)).toEqual(['Name', 'Phone']);
  });

  it("wraps its toolbar's buttons onto more lines rather than widening the page", async () => {
    const { resource } = thingsResource();
    rows = things;
    renderResource([resource], '/phone-things');
    await screen.findByText('Anna', undefined, slow);
    const toolbar = screen.getByRole('button', { name: 'CSV' }).closest('.MuiToolbar-root')!;
    expect(getComputedStyle(toolbar).flexWrap).toBe('wrap');
  });

  it('names its export buttons also while they are disabled (no rows)', async () => {
    const { resource } = thingsResource();
    rows = [];
    renderResource([resource], '/phone-things');
    await waitFor(() => expect(screen.getByText('No data found')).toBeTruthy(), slow);
    const csv = screen.getByRole('button', { name: 'CSV' });
    expect(csv.hasAttribute('disabled')).toBe(true);
    expect(within(csv.parentElement!).getByRole('button', { name: 'Excel' }).hasAttribute('disabled')).toBe(true);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { invalidateArrays } from '../../dataProvider';
import { defineResource } from '../../resources/framework/defineResource';
import { renderResource } from './renderResource';
import { shippingConfirmations as config } from './shippingConfirmations';


/** 45 confirmations: debtor 100000+i, one review date missing in three. */
const rows = Array.from({ length: 45 }, (_, i) => ({
  debiteurNummer: String(100000 + i),
  debiteurNaam: i === 7 ? 'Bloemenhuis Zeven' : `Customer ${i}`,
  email: `shop${i}@example.test`,
  verzendbevestigingDatum: `2026-05-${String((i % 28) + 1).padStart(2, '0')}`,
  verzendReviewDatum: i % 3 === 0 ? null : '2026-06-01',
}));

const bodyRows = () => screen.getAllByRole('row').slice(1);
/** jsdom renders MUI slowly; the list also waits for the filter debounce. */
const slow = { timeout: 8000 };

// Generous: MUI in jsdom on shared CPUs takes seconds per interaction.
describe('a list generated from a JSON declaration', { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the declared columns with their labels, 20 rows sorted by date, dates as DD/MM/YYYY', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Debtor number', 'Name', 'Email', 'Confirmation date', 'Review date']);
    const first = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first[3]).toBe('28/05/2026');
    expect(screen.getByText('1-20 of 45')).toBeTruthy();
  });

  it('links the debtor number to the customer page', async () => {
    renderResource([config], '/verzendbevestigingen');
    const link = await screen.findByRole('link', { name: '100027' });
    expect(link.getAttribute('href')).toBe('/icrm/customer/100027');
  });

  it('offers the page sizes 5 to 500 and pages through all rows', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '50', '100', '500']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(45), slow);
  });

  it('searches over all fields', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'zeven' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), slow);
    expect(bodyRows()[0]!.textContent).toContain('100007');
  });

  it('filters a column with one of its declared filter types', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(within(screen.getByRole('menu')).getByText('Debtor number'));
    const filter = screen.getByTestId('filter-debiteurNummer');
    fireEvent.mouseDown(within(filter).getByRole('combobox'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Contains', 'Starts with', 'Ends with', 'Matches']);
    fireEvent.click(screen.getByRole('option', { name: 'Ends with' }));
    fireEvent.change(within(filter).getByRole('textbox'), { target: { value: '4' } });
    await waitFor(() => expect(bodyRows().map((r) => r.textContent?.slice(0, 6)).sort()).toEqual(['100004', '100014', '100024', '100034', '100044']), slow);
  });

  it('compares with > typed into the search field', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '>100040' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4), slow);
  });

  it('sorts by a column header', async () => {
    renderResource([config], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.click(within(screen.getAllByRole('columnheader')[1]!).getByText('Name'));
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('Bloemenhuis Zeven'), slow);
  });
});

describe('the extension points of the generated list', { timeout: 60_000 }, () => {
  const things = [
    { code: 'A1', name: 'Anna', amount: 12.5, open: true },
    { code: 'B2', name: 'Bert', amount: 3, open: false },
  ];
  const posts: { url: string; body: unknown }[] = [];
  const resource = () =>
    defineResource<(typeof things)[number]>({
      name: 'slotThings',
      path: '/slot-things',
      id: 'code',
      schema: z.object({ code: z.string(), name: z.string(), amount: z.number().meta({ 'x-format': 'currency' }), open: z.boolean() }),
      endpoints: { list: { method: 'GET', path: 'things/all' }, close: { method: 'POST', path: 'things/close/{code}', body: ['open'] } },
      access: { list: [] },
      list: {
        columns: ['code', 'name', 'amount', 'open'],
        rowClick: '/elsewhere/{code}',
        rowActions: [{ label: 'Close', endpoint: 'close', enabledWhen: { field: 'open', equals: true } }],
        bulkActions: [{ label: { en: 'Close all', nl: 'Alles sluiten' }, endpoint: 'close', enabledWhen: { field: 'open', equals: true } }],
      },
      listSlots: {
        cells: { name: ({ record }) => <strong>{record.name.toUpperCase()}</strong> },
        rowActions: [{ enabledWhen: (row) => row.open, component: ({ record, disabled }) => <button disabled={disabled}>Greet {record.name}</button> }],
        toolbar: () => <button>Extra</button>,
      },
    });
  const rowOf = (text: string) => bodyRows().find((r) => r.textContent?.includes(text))!;

  beforeEach(() => {
    invalidateArrays();
    posts.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(url.startsWith('/api/things/all') ? things : {}), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("renders a code cell, formats a currency column, and adds the resource's toolbar button", async () => {
    renderResource([resource()], '/slot-things');
    await screen.findByText('ANNA', undefined, slow);
    expect(within(rowOf('ANNA')).getByText('€ 12,50', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Extra' })).toBeTruthy();
  });

  it('enables row actions by their rule and calls the endpoint with the declared body fields', async () => {
    renderResource([resource()], '/slot-things');
    await screen.findByText('ANNA', undefined, slow);
    expect(within(rowOf('BERT')).getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('BERT')).getByRole('button', { name: 'Greet Bert' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('ANNA')).getByRole('button', { name: 'Greet Anna' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(rowOf('ANNA')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/things/close/A1', body: { open: true } }]), slow);
    // The action did not also follow the row click.
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('runs a bulk action for the ticked rows its rule allows', async () => {
    renderResource([resource()], '/slot-things');
    await screen.findByText('ANNA', undefined, slow);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close all' }, slow));
    await waitFor(() => expect(posts.map((p) => p.url)).toEqual(['/api/things/close/A1']), slow);
  });

  it('follows the declared row click route', async () => {
    renderResource([resource()], '/slot-things');
    fireEvent.click(await screen.findByText('BERT', undefined, slow));
    await screen.findByText('elsewhere', undefined, slow);
  });
});

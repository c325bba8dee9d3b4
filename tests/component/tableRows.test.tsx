import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';
import { renderResource } from './renderResource';
import { bodyRows } from './shippingConfirmations';

/** The delivery stops, a config resource whose stopped customers' rows are tinted (list.rowTones). */
const leverstops = parseConfigResource('leverstops.json', JSON.parse(readFileSync('resources/config/leverstops.json', 'utf8'))).resource!;

const customers = [
  { debnr: '100001', name: 'Bloemenhuis Een', city: 'Leiden', levStop: false, inetCheck: true },
  { debnr: '100002', name: 'Bloemenhuis Twee', city: 'Gouda', levStop: true, inetCheck: true },
  { debnr: '100003', name: 'Bloemenhuis Drie', city: 'Delft', levStop: false, inetCheck: false },
];

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const slow = { timeout: 8000 };

// The list's rows are drawn by TableRows (plain cells under one stylesheet): what react-admin's rows did, they do.
describe("a generated list's rows", { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(customers), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a cell per column under its header, and tints the rows of a declared tone only', async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    const headers = screen.getAllByRole('columnheader');
    const [first, stopped, third] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    // After the selection's checkbox.
    expect(cellsOf(first).slice(1, 4)).toEqual(['100001', 'Bloemenhuis Een', 'Leiden']);
    expect(cellsOf(first)).toHaveLength(headers.length);
    const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;
    expect(background(stopped)).not.toBe(background(first));
    expect(background(third)).toBe(background(first));
  });

  it("leaves out a column hidden with the Columns button, in the rows as in the header", async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    fireEvent.click(screen.getByRole('button', { name: /columns/i }));
    const chooser = await screen.findByRole('presentation');
    fireEvent.click(within(chooser).getByLabelText('City'));
    fireEvent.keyDown(chooser, { key: 'Escape' });
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('City'), slow);
    expect(cellsOf(bodyRows()[0]!)).not.toContain('Leiden');
    expect(cellsOf(bodyRows()[0]!)).toHaveLength(screen.getAllByRole('columnheader').length);
  });

  it('opens the declared route of a clicked row', async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    fireEvent.click(within(bodyRows()[1]!).getByText('Gouda'));
    await screen.findByText('elsewhere', undefined, slow);
  });
});

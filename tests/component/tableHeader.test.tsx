import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';
import { renderResource } from './renderResource';
import { bodyRows } from './shippingConfirmations';

/** The delivery stops, a config resource with sortable columns (debtor number, name, city). */
const leverstops = parseConfigResource('leverstops.json', JSON.parse(readFileSync('resources/config/leverstops.json', 'utf8'))).resource!;

const customers = [
  { debnr: '100002', name: 'Bloemenhuis Beta', city: 'Gouda', levStop: false, inetCheck: true },
  { debnr: '100001', name: 'Bloemenhuis Alfa', city: 'Leiden', levStop: false, inetCheck: true },
  { debnr: '100003', name: 'Bloemenhuis Gamma', city: 'Delft', levStop: false, inetCheck: false },
];

const cities = () => bodyRows().map((row) => within(row).getByText(/^(Gouda|Leiden|Delft)$/).textContent);
const slow = { timeout: 8000 };

// The list's header is drawn by TableHeader (plain cells, one tooltip): what react-admin's header did, it does.
describe("a generated list's header", { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(customers), { status: 200 })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sorts by a clicked column, and the other way round on a second click', async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    const byCity = screen.getByRole('button', { name: 'Sort by city ascending' });
    fireEvent.click(byCity);
    await waitFor(() => expect(cities()).toEqual(['Delft', 'Gouda', 'Leiden']), slow);
    // The button now offers the other order, and shows its arrow.
    const again = screen.getByRole('button', { name: 'Sort by city descending' });
    expect(again.classList).toContain('Mui-active');
    fireEvent.click(again);
    await waitFor(() => expect(cities()).toEqual(['Leiden', 'Gouda', 'Delft']), slow);
  });

  it("shows react-admin's tooltip on the sort button under the pointer, after its delay, and hides it when the pointer leaves", async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    vi.useFakeTimers();
    const byName = screen.getByRole('button', { name: 'Sort by name ascending' });
    fireEvent.mouseEnter(byName);
    await act(async () => void vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip').textContent).toBe('Sort by name ascending');
    // A click under the pointer sorts: the tooltip now offers the other order.
    fireEvent.click(byName);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('tooltip').textContent).toBe('Sort by name descending');
    fireEvent.mouseLeave(byName);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("has a sort button on each declared column's header, none on the selection's or the row actions'", async () => {
    renderResource([leverstops], '/leverstops');
    await waitFor(() => expect(bodyRows()).toHaveLength(3), slow);
    const sortable = screen.getAllByRole('columnheader').filter((h) => within(h).queryByRole('button', { name: /^Sort by/ }));
    expect(sortable.map((h) => h.textContent)).toEqual(['Debtor number', 'Name', 'City', 'Delivery closed', 'Webshop access']);
  });
});

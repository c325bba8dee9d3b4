import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { renderResource } from './renderResource';
import { bodyRows, confirmations, shippingConfirmations } from './shippingConfirmations';

const slow = { timeout: 8000 };
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

// ListPagination keeps react-admin's page setters under one identity: they must still page the list as it is now.
describe("a generated list's pagination", { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(confirmations), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pages through the rows of a search, at the page size chosen before it', async () => {
    renderResource([shippingConfirmations], '/verzendbevestigingen');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), slow);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    fireEvent.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5), slow);
    // Customer 10 to 19: two pages of 5.
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Customer 1' } });
    await screen.findByText('1-5 of 10', undefined, slow);
    const first = names();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('6-10 of 10', undefined, slow);
    // The label follows the page at once; the rows when the page's answer comes.
    await waitFor(() => expect(names()).not.toEqual(first), slow);
    // The other five of the search's ten.
    expect([...first, ...names()].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Customer 1${i}`));
  });
});

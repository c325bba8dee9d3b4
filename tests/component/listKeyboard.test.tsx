import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { invalidateArrays } from '../../dataProvider';
import { defineResource } from '../../resources/framework/defineResource';
import { renderResource } from './renderResource';

const things = [
  { code: 'A1', name: 'Anna', open: true },
  { code: 'B2', name: 'Bert', open: false },
  { code: 'C3', name: 'Cees', open: true },
];
const resource = () =>
  defineResource<(typeof things)[number]>({
    name: 'keyThings',
    path: '/key-things',
    id: 'code',
    schema: z.object({ code: z.string(), name: z.string(), open: z.boolean() }),
    endpoints: { list: { method: 'GET', path: 'things/all' }, close: { method: 'POST', path: 'things/close/{code}' } },
    access: { list: [] },
    list: {
      columns: ['code', 'name', 'open'],
      rowClick: '/elsewhere/{code}',
      bulkActions: [{ label: { en: 'Close all' }, endpoint: 'close' }],
    },
  });

const bodyRows = () => screen.getAllByRole('row').slice(1);
const slow = { timeout: 8000 };

describe('the keyboard in a generated list', { timeout: 60_000 }, () => {
  beforeEach(() => {
    invalidateArrays();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(things), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("moves a row focus with the arrows, Home and End, ticks a row with Space, opens it with Enter, and '/' focuses the search", async () => {
    renderResource([resource()], '/key-things');
    await screen.findByText('Anna', undefined, slow);

    // '/' outside a field: the list's search.
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByPlaceholderText('Search');
    expect(document.activeElement).toBe(search);
    // Typed in the search, '/' is text.
    fireEvent.keyDown(search, { key: '/' });
    expect(document.activeElement).toBe(search);

    // The table is one tab stop; its rows take the focus from the arrows.
    const table = screen.getByRole('table').closest<HTMLElement>('[tabindex="0"]')!;
    table.focus();
    fireEvent.keyDown(table, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(bodyRows()[0]));
    fireEvent.keyDown(bodyRows()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bodyRows()[1]);
    fireEvent.keyDown(bodyRows()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(bodyRows()[2]);
    fireEvent.keyDown(bodyRows()[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bodyRows()[2]);
    fireEvent.keyDown(bodyRows()[2]!, { key: 'Home' });
    fireEvent.keyDown(bodyRows()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bodyRows()[1]);
    expect(bodyRows().every((row) => row.tabIndex === -1)).toBe(true);

    fireEvent.keyDown(bodyRows()[1]!, { key: ' ' });
    await waitFor(() => expect((within(bodyRows()[1]!).getByRole('checkbox', { name: 'Select this row' }) as HTMLInputElement).checked).toBe(true));
    expect((within(bodyRows()[0]!).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await screen.findByRole('button', { name: 'Close all' });

    fireEvent.keyDown(bodyRows()[1]!, { key: 'Enter' });
    await screen.findByText('elsewhere', undefined, slow);
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ArrayTable } from '../../custom-pages/charts/ArrayTable';
import { Column } from '../../custom-pages/charts/arrayColumns';
import { messages } from '../../resources/framework/i18n/en';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);

type Row = { id: string; name: string; total: number };
const Col = Column<Row>;
const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), name: `Customer ${String(i + 1).padStart(2, '0')}`, total: (i * 7) % 25 }));

function renderTable(rows: Row[]) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ArrayTable rows={rows} label="Customers" perPage={10} perPageOptions={[5, 10, 20]} sort={{ field: 'total', order: 'DESC' }}>
          <Col source="name" label="Name" />
          <Col source="total" label="Total" />
        </ArrayTable>
      </AdminContext>
    </MemoryRouter>,
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('analytics table over rows in memory', () => {
  it('sorts on its initial field and shows one page at a time', () => {
    renderTable(ROWS);
    expect(names()).toHaveLength(10);
    // Totals run (i × 7) mod 25: the largest, 24, is the 8th customer's.
    expect(names()[0]).toBe('Customer 08');
    expect(screen.getByText('1-10 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11-20 of 25')).toBeTruthy();
  });

  it('sorts on a clicked column, back on the first page', () => {
    renderTable(ROWS);
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(screen.getByText('Name'));
    expect(screen.getByText('1-10 of 25')).toBeTruthy();
    expect(names()[0]).toBe('Customer 01');
  });

  it('sorts the other way on a second click, and says which column it is sorted on', () => {
    renderTable(ROWS);
    const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent?.startsWith(name))!;
    expect(header('Total').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByText('Name'));
    fireEvent.click(screen.getByText('Name'));
    expect(names()[0]).toBe('Customer 25');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(header('Total').getAttribute('aria-sort')).toBeNull();
  });

  it('shows what a column renders of its row, a missing value as an empty cell, and no pagination without page sizes', () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ArrayTable rows={[{ id: 'a', name: 'Alpha' }, { id: 'b', name: null }]} label="Customers" perPage={10}>
            <Column source="name" label="Name" />
            <Column label="Rank" render={(row) => `#${row.id}`} />
          </ArrayTable>
        </AdminContext>
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table', { name: 'Customers' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([['Alpha', '#a'], ['', '#b']]);
    expect(screen.queryByText('1-2 of 2')).toBeNull();
  });

  it("says 'No data found' without rows", () => {
    renderTable([]);
    expect(screen.getByText('No data found')).toBeTruthy();
  });
});

import { Stack, TextField } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PAGE_SIZES } from '../../schemas/constants';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { ArrayTable } from '../charts/ArrayTable';
import { Column, WRAP } from '../charts/arrayColumns';

export interface PreviewColumn<R> {
  source: keyof R & string;
  /** i18n key of the header. */
  label: string;
  format?: 'money' | 'date' | 'text';
  /** The cell's own rendering (e.g. an amount that copies itself). */
  render?: (row: R) => ReactNode;
  wrap?: boolean;
}

/** A cell's text as shown, and as its column filter matches it. */
export function cellText<R>(row: R, column: PreviewColumn<R>): string {
  const value = row[column.source] as unknown;
  if (value === null || value === undefined) return '';
  if (column.format === 'money') return formatMoney(Number(value));
  if (column.format === 'date') return formatDate(String(value), 'slashed');
  return String(value);
}

/**
 * An export's preview (spec part 2 §2): a filter on every column (the shown text contains it), then
 * the rows sorted and paged in the browser (5 to 500, default 10 unless the page says otherwise).
 */
export function PreviewTable<R extends object>({ rows, columns, label, perPage = 10 }: {
  rows: readonly R[];
  columns: readonly PreviewColumn<R>[];
  label: string;
  perPage?: number;
}) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const shown = useMemo(() => {
    const active = columns.filter((c) => filters[c.source]?.trim());
    return rows
      .filter((row) => active.every((c) => cellText(row, c).toLowerCase().includes(filters[c.source]!.trim().toLowerCase())))
      .map((row, i) => ({ id: i, ...row }) as RaRecord);
  }, [rows, columns, filters]);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} role="search" aria-label={translate('exports.filters', { table: label })}>
        {columns.map((column) => (
          <TextField
            key={column.source}
            size="small"
            label={translate(column.label)}
            value={filters[column.source] ?? ''}
            onChange={(e) => setFilters({ ...filters, [column.source]: e.target.value })}
            sx={{ width: 140 }}
          />
        ))}
      </Stack>
      <ArrayTable rows={shown} label={label} perPage={perPage} perPageOptions={PAGE_SIZES}>
        {columns.map((column) => (
          <Column
            key={column.source}
            source={column.source}
            label={translate(column.label)}
            align={column.format === 'money' ? 'right' : undefined}
            cellClassName={column.wrap ? WRAP : undefined}
            render={(row) => (column.render ? column.render(row as R) : cellText(row as R, column))}
          />
        ))}
      </ArrayTable>
    </>
  );
}

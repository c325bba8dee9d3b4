import { Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { exportRows } from '../../../ui/export/exportRows';
import { TOP_LIST_SIZE } from '../../../schemas/entities/dashboard';
import { ArrayTable } from '../../charts/ArrayTable';
import { Column, WRAP } from '../../charts/arrayColumns';
import { ExcelButton } from '../../charts/ExcelButton';
import { QueryPanel, type LoadState } from '../../charts/Panel';
import { cell, NUMERIC_CELLS, type CellKind } from '../../charts/cells';

export interface TopColumn<R> {
  field: keyof R & string;
  /** Translation key of the header. */
  label: string;
  kind: CellKind;
}

type Ranked<R> = R & { id: number; rank: number };
const Col = Column<Ranked<Record<string, unknown>>>;

/**
 * A ranked list of the dashboard (top 10 customers, products, articles, ...) in the api's order, with an
 * Excel download of the rows it shows (disabled without rows). One component for every top list: the
 * columns say what to show and what to export.
 */
export function TopList<R extends object>({
  title,
  subheader,
  state,
  columns,
  fileName,
  action,
  perPage = TOP_LIST_SIZE,
}: {
  title: string;
  subheader?: string;
  state: LoadState<R[]>;
  columns: readonly TopColumn<R>[];
  /** Base name of the Excel file (the date is added). */
  fileName: string;
  action?: ReactNode;
  perPage?: number;
}) {
  const translate = useTranslate();
  const rows = useMemo(() => (state.data ?? []).map((row, i) => ({ ...row, id: i + 1, rank: i + 1 })) as Ranked<Record<string, unknown>>[], [state.data]);
  const exportColumns = [{ field: 'rank', label: '#' }, ...columns.map((c) => ({ field: c.field, label: translate(c.label) }))];
  const excel = <ExcelButton rowCount={rows.length} download={() => exportRows('xlsx', rows, exportColumns, fileName)} />;
  return (
    <QueryPanel title={title} subheader={subheader} state={state} height={200} action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {action}
          {excel}
        </Stack>
      }>
      {() => (
        <ArrayTable rows={rows} label={title} perPage={perPage}>
          <Col source="rank" label="#" disableSort />
          {columns.map((c) => (
            <Col
              key={c.field}
              source={c.field}
              label={translate(c.label)}
              disableSort
              align={NUMERIC_CELLS.includes(c.kind) ? 'right' : 'left'}
              render={(row) => cell(c.kind, row[c.field])}
              cellClassName={c.kind === 'text' ? WRAP : undefined}
            />
          ))}
        </ArrayTable>
      )}
    </QueryPanel>
  );
}

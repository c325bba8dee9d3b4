import { useMemo } from 'react';
import { PAGE_SIZES } from '../../schemas/constants';
import type { ExportColumn } from '../../schemas/entities/turnover';
import { ArrayTable } from '../charts/ArrayTable';
import { Column, WRAP } from '../charts/arrayColumns';
import { cell, NUMERIC_CELLS, type CellKind } from '../charts/cells';
import { ExcelButton } from '../charts/ExcelButton';
import { Panel } from '../charts/Panel';
import type { TurnoverRecord } from './turnoverRecords';

export interface TurnoverColumn {
  /** The record field, which is also the download accessor. */
  source: string;
  header: string;
  kind: CellKind;
}

const Col = Column<TurnoverRecord>;
/** Spec part 1 §9: the turnover table shows 10 rows by default. */
export const TURNOVER_PER_PAGE = 10;

/**
 * A turnover table (customers by week, or tenant 4 by month) with the Excel download of every row it
 * holds, under the headers it shows. `download` gets the columns as the api's accessors.
 */
export function TurnoverTable({
  title,
  records,
  columns,
  sortField = 'total',
  download,
}: {
  title: string;
  records: TurnoverRecord[];
  columns: readonly TurnoverColumn[];
  /** The column the table is sorted on at first, largest first. */
  sortField?: string;
  download: (accessors: ExportColumn[]) => Promise<void>;
}) {
  const accessors = useMemo(() => columns.map((c) => ({ accessor: c.source, header: c.header })), [columns]);
  return (
    <Panel title={title} action={<ExcelButton rowCount={records.length} download={() => download(accessors)} />}>
      <ArrayTable rows={records} label={title} perPage={TURNOVER_PER_PAGE} perPageOptions={PAGE_SIZES} sort={{ field: sortField, order: 'DESC' }}>
        {columns.map((c) => (
          <Col
            key={c.source}
            source={c.source}
            label={c.header}
            align={NUMERIC_CELLS.includes(c.kind) ? 'right' : 'left'}
            render={(record) => cell(c.kind, record[c.source])}
            cellClassName={c.kind === 'text' ? WRAP : undefined}
          />
        ))}
      </ArrayTable>
    </Panel>
  );
}

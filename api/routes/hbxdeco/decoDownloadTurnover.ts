import { DecoTurnoverDownload, monthAccessor, reservedMonthAccessor, type DecoTurnoverRow } from '../../../schemas/entities/turnoverDeco';
import { exportColumns, periodsIn, type KnownColumn } from '../../analytics/exportColumns';
import { decoGroup } from '../../analytics/decoGroup';
import { datedFileName, writeXlsx } from '../../files/xlsx';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';

type Month = DecoTurnoverRow['rows'][number];

/** One column per month found in the rows' invoiced (`rows`) or written (`reservedRows`) months. */
function monthColumns(rows: readonly DecoTurnoverRow[], field: 'rows' | 'reservedRows'): KnownColumn<DecoTurnoverRow>[] {
  const accessor = field === 'rows' ? monthAccessor : reservedMonthAccessor;
  const label = field === 'rows' ? 'Invoiced' : 'Written';
  return periodsIn(rows, (r) => r[field], (m: Month) => accessor(m.monthNumber)).map((month) => ({
    accessor: accessor(month.monthNumber),
    header: `${label} ${month.monthNumber}`,
    value: (r) => r[field].find((m) => m.monthNumber === month.monthNumber)?.total ?? 0,
    format: 'money',
  }));
}

function knownColumns(rows: readonly DecoTurnoverRow[]): KnownColumn<DecoTurnoverRow>[] {
  return [
    { accessor: 'debnr', header: 'Debnr', value: (r) => r.debnr },
    { accessor: 'debnaam', header: 'Name', value: (r) => r.debnaam },
    { accessor: 'finGroep', header: 'Financial group', value: (r) => r.finGroep },
    { accessor: 'finGroepText', header: 'Financial group name', value: (r) => r.finGroepText },
    { accessor: 'total', header: 'Total', value: (r) => r.total, format: 'money' },
    { accessor: 'totalInvoiced', header: 'Invoiced', value: (r) => r.totalInvoiced, format: 'money' },
    { accessor: 'totalInvoicedLastYear', header: 'Invoiced last year', value: (r) => r.totalInvoicedLastYear, format: 'money' },
    { accessor: 'totalReserved', header: 'Written', value: (r) => r.totalReserved, format: 'money' },
    ...monthColumns(rows, 'rows'),
    ...monthColumns(rows, 'reservedRows'),
  ];
}

/** POST hbxdeco/DownloadTurnover: the posted tenant-4 rows, every one, as 'Turnover<date>.xlsx'. */
export const decoDownloadTurnoverRoutes = [
  defineRoute({
    endpoint: 'POST hbxdeco/DownloadTurnover',
    body: DecoTurnoverDownload,
    async handler(ctx) {
      await decoGroup(ctx);
      const { accessors, turnovers } = ctx.body;
      const body = await writeXlsx('Turnover', exportColumns(knownColumns(turnovers), accessors), turnovers);
      return new FileResult(datedFileName('Turnover', ctx.today), XLSX_TYPE, body);
    },
  }),
];

import { DecoTurnoverDownload, monthAccessor, type DecoTurnoverDownloadRow, type MonthTotal } from '../../../schemas/entities/turnoverDeco';
import { exportColumns, periodsIn, type KnownColumn } from '../../analytics/exportColumns';
import { decoGroup } from '../../analytics/decoGroup';
import { datedFileName, writeXlsx } from '../../files/xlsx';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';

type Row = DecoTurnoverDownloadRow;

/** One column per month found in the rows' `months` (the downloaded table's: invoiced, or written). */
function monthColumns(rows: readonly Row[]): KnownColumn<Row>[] {
  return periodsIn(rows, (r) => r.months, (m: MonthTotal) => monthAccessor(m.monthNumber)).map((month) => ({
    accessor: monthAccessor(month.monthNumber),
    header: `Month ${month.monthNumber}`,
    value: (r) => r.months.find((m) => m.monthNumber === month.monthNumber)?.total ?? 0,
    format: 'money',
  }));
}

function knownColumns(rows: readonly Row[]): KnownColumn<Row>[] {
  return [
    { accessor: 'debnr', header: 'Debnr', value: (r) => r.debnr },
    { accessor: 'debnaam', header: 'Name', value: (r) => r.debnaam },
    { accessor: 'finGroep', header: 'Financial group', value: (r) => r.finGroep },
    { accessor: 'finGroepText', header: 'Financial group name', value: (r) => r.finGroepText },
    { accessor: 'total', header: 'Total', value: (r) => r.total, format: 'money' },
    { accessor: 'totalInvoiced', header: 'Invoiced', value: (r) => r.totalInvoiced, format: 'money' },
    { accessor: 'totalInvoicedLastYear', header: 'Invoiced last year', value: (r) => r.totalInvoicedLastYear, format: 'money' },
    { accessor: 'totalReserved', header: 'Written', value: (r) => r.totalReserved, format: 'money' },
    ...monthColumns(rows),
  ];
}

/**
 * POST hbxdeco/DownloadTurnover {accessors, turnovers: [{debnr, total, totalInvoiced, totalReserved, months}]}:
 * the posted tenant-4 rows, every one, as 'Turnover<date>.xlsx'.
 */
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

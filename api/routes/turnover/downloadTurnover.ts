import { TurnoverDownload, weekAccessor, type WeekTotal, type WeeklyTurnoverDownloadRow } from '../../../schemas/entities/turnover';
import { exportColumns, periodsIn, type KnownColumn } from '../../analytics/exportColumns';
import { datedFileName, writeXlsx } from '../../files/xlsx';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';

type Row = WeeklyTurnoverDownloadRow;
const keyOf = (w: WeekTotal) => weekAccessor(w.weekYear, w.weekNumber);

/** The fields of WEEKLY_TURNOVER_FIELDS, then one column per week found in the rows' `weeks`. */
function knownColumns(rows: readonly Row[]): KnownColumn<Row>[] {
  const weeks = periodsIn(rows, (r) => r.weeks, keyOf).map(
    (week): KnownColumn<Row> => ({
      accessor: keyOf(week),
      header: `Week ${week.weekNumber} ${week.weekYear}`,
      value: (r) => r.weeks.find((w) => keyOf(w) === keyOf(week))?.total ?? 0,
      format: 'money',
    }),
  );
  return [
    { accessor: 'debnr', header: 'Debnr', value: (r) => r.debnr },
    { accessor: 'debnaam', header: 'Name', value: (r) => r.debnaam },
    { accessor: 'total', header: 'Total', value: (r) => r.total, format: 'money' },
    { accessor: 'average', header: 'Average', value: (r) => r.average, format: 'money' },
    { accessor: 'orders', header: 'Orders', value: (r) => r.orders, format: 'integer' },
    ...weeks,
  ];
}

/** POST turnover/DownloadTurnover {accessors, turnovers: [{debnr, total, average, orders, weeks}]}: the posted rows, every one, as 'Turnover<date>.xlsx'. */
export const downloadTurnoverRoutes = [
  defineRoute({
    endpoint: 'POST turnover/DownloadTurnover',
    body: TurnoverDownload,
    async handler(ctx) {
      const { accessors, turnovers } = ctx.body;
      const body = await writeXlsx('Turnover', exportColumns(knownColumns(turnovers), accessors), turnovers);
      return new FileResult(datedFileName('Turnover', ctx.today), XLSX_TYPE, body);
    },
  }),
];

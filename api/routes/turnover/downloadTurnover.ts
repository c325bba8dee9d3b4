import { TurnoverDownload, weekAccessor, type WeeklyTurnoverRow } from '../../../schemas/entities/turnover';
import { exportColumns, periodsIn, type KnownColumn } from '../../analytics/exportColumns';
import { datedFileName, writeXlsx } from '../../files/xlsx';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';

type Week = WeeklyTurnoverRow['rows'][number];
const keyOf = (w: Week) => weekAccessor(w.weekYear, w.weekNumber);

/** The fields of WEEKLY_TURNOVER_FIELDS, then one column per week found in the rows. */
function knownColumns(rows: readonly WeeklyTurnoverRow[]): KnownColumn<WeeklyTurnoverRow>[] {
  const weeks = periodsIn(rows, (r) => r.rows, keyOf).map(
    (week): KnownColumn<WeeklyTurnoverRow> => ({
      accessor: keyOf(week),
      header: `Week ${week.weekNumber} ${week.weekYear}`,
      value: (r) => r.rows.find((w) => keyOf(w) === keyOf(week))?.total ?? 0,
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

/** POST turnover/DownloadTurnover: the posted rows, every one, as 'Turnover<date>.xlsx'. */
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

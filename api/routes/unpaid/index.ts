import { UnpaidDownloadRequest, type UnpaidRow } from '../../../schemas/entities/unpaid';
import { jsonRows } from '../../customers/jsonRows';
import type { Queryable } from '../../db/database';
import { datedFileName, writeXlsx, type XlsxColumn } from '../../files/xlsx';
import { FileResult, XLSX_TYPE } from '../../http/results';
import { readyList } from '../../http/readyAnswer';
import { defineRoute } from '../../http/route';

type DownloadRow = UnpaidDownloadRequest[number];

const COLUMNS: XlsxColumn<DownloadRow>[] = [
  { header: 'Delivery stop', value: (r) => (r.levStop ? 'Yes' : 'No'), width: 14 },
  { header: 'Debnr', value: (r) => r.debnr },
  { header: 'Name', value: (r) => r.name, width: 36 },
  { header: 'Unpaid total', value: (r) => r.unpaidTotal, format: 'money', width: 14 },
  { header: 'Last unpaid', value: (r) => r.lastUnpaid, width: 12 },
  { header: 'Closes in', value: (r) => r.closesIn, format: 'integer' },
  { header: 'Max days to pay', value: (r) => r.maxDaysToPay, format: 'integer', width: 16 },
];

/** The group's customers with open invoices, largest open total first. */
function unpaidRows(db: Queryable, groupCode: string, today: string) {
  return jsonRows<UnpaidRow>(
    db,
    `SELECT c.lev_stop AS "levStop", c.debnr, c.name, c.bettermijn AS "maxDaysToPay", max(i.fctdat) AS "lastUnpaid",
            round(sum(i.amount - i.paid), 2) AS "unpaidTotal", (min(i.fctdat) + c.bettermijn) - $2::date AS "closesIn",
            c.is_incasso AS "isIncasso"
       FROM customers c JOIN invoices i ON i.debnr = c.debnr AND i.paid < i.amount
      WHERE c.group_code = $1
      GROUP BY c.debnr
      ORDER BY "unpaidTotal" DESC, c.debnr`,
    [groupCode, today],
  );
}

/** GET unpaid/getunpaid and POST unpaid/downloadUnpaid (schemas/entities/unpaid.ts). */
export const unpaidRoutes = [
  defineRoute({
    endpoint: 'GET unpaid/getunpaid',
    async handler({ currentGroup, services: { db }, today }) {
      const { groupCode } = await currentGroup();
      // Ready-made per group and day: the rows change with the group's customers and invoices (migration
      // 025), the days to the due date with today.
      return readyList(db, ['customers', 'invoices'], 'unpaid', groupCode, () => unpaidRows(db, groupCode, today), today);
    },
  }),
  defineRoute({
    endpoint: 'POST unpaid/downloadUnpaid',
    body: UnpaidDownloadRequest,
    async handler(ctx) {
      const body = await writeXlsx('Unpaid', COLUMNS, ctx.body);
      return new FileResult(datedFileName('Unpaid_', ctx.today), XLSX_TYPE, body);
    },
  }),
];

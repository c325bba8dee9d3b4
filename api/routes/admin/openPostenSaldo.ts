import { OUTSTANDING_ITEMS_COMPANY } from '../../../schemas/companies';
import type { OpenItem, OpenItemsCustomer } from '../../../schemas/entities/unpaid';
import { openItems } from '../../customers/openItems';
import { datedFileName, writeXlsx, type XlsxColumn } from '../../files/xlsx';
import { forbidden } from '../../http/errors';
import { FileResult, XLSX_TYPE } from '../../http/results';
import { defineRoute } from '../../http/route';

type Line = OpenItem & Pick<OpenItemsCustomer, 'debnr' | 'name' | 'betaalTermijn'>;

const COLUMNS: XlsxColumn<Line>[] = [
  { header: 'Debnr', value: (l) => l.debnr },
  { header: 'Name', value: (l) => l.name, width: 36 },
  { header: 'Invoice', value: (l) => l.number, format: 'integer', width: 14 },
  { header: 'Date', value: (l) => l.date, width: 12 },
  { header: 'Total', value: (l) => l.total, format: 'money' },
  { header: 'Paid', value: (l) => l.paid, format: 'money' },
  { header: 'Open', value: (l) => l.open, format: 'money' },
  { header: 'Cumulative', value: (l) => l.cumulatief, format: 'money', width: 12 },
  { header: 'Days', value: (l) => l.days, format: 'integer' },
  { header: 'Payment term', value: (l) => l.betaalTermijn, format: 'integer', width: 14 },
];

/** GET GetGreenAndBloomSaldoOverzicht: Green & Bloom's outstanding items of the current group as xlsx. */
export const outstandingItemsRoutes = [
  defineRoute({
    endpoint: 'GET GetGreenAndBloomSaldoOverzicht',
    async handler(ctx) {
      const group = await ctx.currentGroup();
      if (group.companyId !== OUTSTANDING_ITEMS_COMPANY) throw forbidden('The outstanding-items file is only for Green & Bloom');
      const customers = await openItems(ctx.services.db, group.groupCode, ctx.today);
      const lines = customers.flatMap(({ invoices, ...customer }) => invoices.map((invoice) => ({ ...customer, ...invoice })));
      const body = await writeXlsx('Outstanding items', COLUMNS, lines);
      return new FileResult(datedFileName('', ctx.today, '-outstanding-items.xlsx'), XLSX_TYPE, body);
    },
  }),
];

import { describe, expect, it } from 'vitest';
import { decoDownloadRow, decoRecord, inFinancialGroup, weeklyDownloadRow, weeklyRecord, weeksOf, withWrittenOrders } from '../../custom-pages/turnover/turnoverRecords';
import type { WeeklyTurnoverRow } from '../../schemas/entities/turnover';
import type { DecoTurnoverRow } from '../../schemas/entities/turnoverDeco';

const weekly = (debnr: string, weeks: [number, number, number][]): WeeklyTurnoverRow => ({
  debnr,
  debnaam: `Customer ${debnr}`,
  total: weeks.reduce((s, w) => s + w[2], 0),
  average: 0,
  orders: 1,
  rows: weeks.map(([weekYear, weekNumber, total]) => ({ weekYear, weekNumber, total })),
});

const deco = (debnr: string, finGroep: string | null, reserved: number): DecoTurnoverRow => ({
  debnr,
  debnaam: debnr,
  finGroep,
  finGroepText: finGroep && `Group ${finGroep}`,
  total: 10 + reserved,
  totalInvoiced: 10,
  totalInvoicedLastYear: 7,
  totalReserved: reserved,
  rows: [{ monthNumber: 1, total: 10 }],
  reservedRows: [{ monthNumber: 2, total: reserved }],
});

describe('turnover table records', () => {
  it('list the weeks of the rows oldest first, across a year change', () => {
    const rows = [weekly('1', [[2025, 52, 1], [2026, 1, 2]]), weekly('2', [[2025, 51, 3], [2026, 1, 0]])];
    expect(weeksOf(rows)).toEqual([
      { weekYear: 2025, weekNumber: 51 },
      { weekYear: 2025, weekNumber: 52 },
      { weekYear: 2026, weekNumber: 1 },
    ]);
  });

  it('flatten a week row into fields named by the download accessors', () => {
    expect(weeklyRecord(weekly('101', [[2026, 15, 12.5], [2026, 16, 0]]))).toEqual({
      id: '101',
      debnr: '101',
      debnaam: 'Customer 101',
      total: 12.5,
      average: 0,
      orders: 1,
      'week:2026-15': 12.5,
      'week:2026-16': 0,
    });
  });

  it('read the weeks under `weeks` too, should a back office answer with the download’s name', () => {
    const { rows, ...fields } = weekly('101', [[2026, 15, 12.5]]);
    const asWeeks = { ...fields, weeks: rows } as unknown as WeeklyTurnoverRow;
    expect(weeksOf([asWeeks])).toEqual([{ weekYear: 2026, weekNumber: 15 }]);
    expect(weeklyRecord(asWeeks)).toEqual({ id: '101', debnr: '101', debnaam: 'Customer 101', total: 12.5, average: 0, orders: 1, 'week:2026-15': 12.5 });
  });

  it('flatten a tenant-4 row into the month fields of its table: invoiced, or written', () => {
    const row = deco('401', 'FG10', 5);
    expect(decoRecord(row, 'invoiced')).toMatchObject({ id: '401', finGroepText: 'Group FG10', 'month:1': 10, totalInvoicedLastYear: 7 });
    expect(decoRecord(row, 'invoiced')).not.toHaveProperty('month:2');
    expect(decoRecord(row, 'written')).toMatchObject({ id: '401', 'month:2': 5 });
    expect(decoRecord(row, 'written')).not.toHaveProperty('month:1');
  });
});

describe('turnover download rows (spec part 1 §7)', () => {
  it('post the weeks under `weeks`, with the spec’s fields', () => {
    expect(weeklyDownloadRow(weekly('101', [[2026, 15, 12.5]]))).toEqual({
      debnr: '101',
      debnaam: 'Customer 101',
      total: 12.5,
      average: 0,
      orders: 1,
      weeks: [{ weekYear: 2026, weekNumber: 15, total: 12.5 }],
    });
  });

  it('post tenant 4’s months of the downloaded table under `months`', () => {
    const row = deco('401', 'FG10', 5);
    expect(decoDownloadRow(row, 'invoiced')).toEqual({
      debnr: '401',
      debnaam: '401',
      finGroep: 'FG10',
      finGroepText: 'Group FG10',
      total: 15,
      totalInvoiced: 10,
      totalInvoicedLastYear: 7,
      totalReserved: 5,
      months: [{ monthNumber: 1, total: 10 }],
    });
    expect(decoDownloadRow(row, 'written').months).toEqual([{ monthNumber: 2, total: 5 }]);
    expect(decoDownloadRow(row, 'written')).not.toHaveProperty('rows');
    expect(decoDownloadRow(row, 'written')).not.toHaveProperty('reservedRows');
  });

  it("filter by financial group, 'Alle groepen' keeping every row, and list only customers with written orders in 'Geschreven orders'", () => {
    const rows = [deco('1', 'FG10', 0), deco('2', 'FG20', 4), deco('3', null, 2)];
    expect(inFinancialGroup(rows, null).map((r) => r.debnr)).toEqual(['1', '2', '3']);
    expect(inFinancialGroup(rows, 'FG20').map((r) => r.debnr)).toEqual(['2']);
    expect(withWrittenOrders(rows).map((r) => r.debnr)).toEqual(['2', '3']);
  });
});

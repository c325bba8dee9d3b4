import { describe, expect, it } from 'vitest';
import { shownUnpaidRows } from '../../custom-pages/unpaid/unpaidRows';
import type { UnpaidRow } from '../../schemas/entities/unpaid';

const row = (debnr: string, isIncasso: boolean): UnpaidRow => ({ levStop: false, debnr, name: `Customer ${debnr}`, maxDaysToPay: 30, lastUnpaid: '2026-01-02', unpaidTotal: 10, closesIn: 3, isIncasso });

describe('unpaid table rows', () => {
  const rows = [row('100001', false), row('100002', true), row('100003', false)];

  it('shows every customer, in the order the api sends them, until direct debit is hidden', () => {
    expect(shownUnpaidRows(rows, false)).toEqual(rows);
    expect(shownUnpaidRows(rows, true).map((r) => r.debnr)).toEqual(['100001', '100003']);
  });
});

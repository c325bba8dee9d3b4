import { describe, expect, it } from 'vitest';
import { preselection, selectedDebtors } from '../../custom-pages/prelevement/preselect';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';

const debtor = (debnr: string, betaalTermijn: number, dates: string[]): PrelevementDebtor => ({
  name: `Debtor ${debnr}`,
  debnr,
  betaalTermijn,
  bic: 'BNPAFRPPXXX',
  iban: 'FR7630004000031234567890143',
  invoices: dates.map((invoiceDate, i) => ({ invoice: Number(`${debnr}${i}`), sumToPay: 10.1 * (i + 1), invoiceDate })),
});

describe('prelevement pre-selection', () => {
  // Today is Wednesday 2026-06-17.
  const today = '2026-06-17';

  it("takes the invoices of the Monday–Sunday week that lies the debtor's term back from today", () => {
    // Term 7: 2026-06-10 (Wednesday) lies in the week of Monday 06-08 to Sunday 06-14.
    const weekly = debtor('1', 7, ['2026-06-07', '2026-06-08', '2026-06-14', '2026-06-15']);
    // Term 0: this week, Monday 06-15 to Sunday 06-21.
    const now = debtor('2', 0, ['2026-06-14', '2026-06-15', '2026-06-17']);
    expect(preselection([weekly, now], today)).toEqual(['1/11', '1/12', '2/21', '2/22']);
  });

  it('sends only debtors with checked invoices, each with the sum to pay of those', () => {
    const d = debtor('3', 0, ['2026-06-15', '2026-06-16', '2026-06-17']);
    const chosen = selectedDebtors([d, debtor('4', 0, ['2026-06-15'])], new Set(['3/30', '3/32']), '2026-06-20');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ debnr: '3', prelevementDate: '2026-06-20', toPay: 40.4 });
    expect(chosen[0]!.invoices.map((i) => i.invoice)).toEqual([30, 32]);
  });
});

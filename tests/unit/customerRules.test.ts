import { describe, expect, it } from 'vitest';
import { backorderTabs } from '../../custom-pages/customer/actions/backorderTabs';
import type { BackorderLine } from '../../schemas/entities/backorder';
import { commentTypeKey } from '../../custom-pages/customer/rules/commentTypes';
import { creditPercentage } from '../../custom-pages/customer/rules/creditPercentage';
import { creditScoreColour } from '../../custom-pages/customer/rules/creditScore';
import { customerState } from '../../ui/cells/customerState';
import { debtorTextPreview } from '../../custom-pages/customer/rules/debtorText';
import { asksWholeFinancialGroup, deliveryLabelId, showsDeliveryButton } from '../../custom-pages/customer/rules/delivery';
import { riskOfLeavingColour } from '../../custom-pages/customer/rules/riskOfLeaving';
import { turnoverChartRows } from '../../custom-pages/customer/rules/turnoverChart';

describe('customer page rules', () => {
  it('shows not_interested without webshop access, lock when blocked for delivery, else shopping_cart', () => {
    expect(customerState({ inetCheck: false, levStop: false })).toBe('not_interested');
    expect(customerState({ inetCheck: false, levStop: true })).toBe('not_interested');
    expect(customerState({ inetCheck: true, levStop: true })).toBe('lock');
    expect(customerState({ inetCheck: true, levStop: false })).toBe('shopping_cart');
  });

  it('computes the credit percentage as credit over (total invoiced minus credit)', () => {
    expect(creditPercentage(100, 1100)).toBe(10);
    expect(creditPercentage(250, 1250)).toBe(25);
    expect(creditPercentage(12.5, 512.5)).toBeCloseTo(2.5, 10);
  });

  it('has no credit percentage without credit, without invoicing, or with nothing left after the credit', () => {
    expect(creditPercentage(0, 1000)).toBeUndefined();
    expect(creditPercentage(50, 0)).toBeUndefined();
    expect(creditPercentage(300, 300)).toBeUndefined();
  });

  it('colours the credit score 0 red, 1 orange, 2 yellow, 3 green', () => {
    expect([0, 1, 2, 3].map(creditScoreColour)).toEqual(['red', 'orange', 'yellow', 'green']);
    expect(creditScoreColour(4)).toBeUndefined();
  });

  it('colours the risk of leaving by the spec bands', () => {
    expect([95, 80, 79, 70, 69, 60, 59, 0].map(riskOfLeavingColour)).toEqual(['darkred', 'darkred', 'red', 'red', 'orangered', 'orangered', 'orange', 'orange']);
  });

  it('previews the debtor text with its first 30 characters', () => {
    expect(debtorTextPreview('Short note')).toEqual({ preview: 'Short note', truncated: false });
    expect(debtorTextPreview('x'.repeat(30))).toEqual({ preview: 'x'.repeat(30), truncated: false });
    expect(debtorTextPreview('Delivers only before 10:00, back door at the car park')).toEqual({ preview: 'Delivers only before 10:00, ba…', truncated: true });
  });

  it('labels the delivery button OpenDebnr while a stop exists, CloseDebnr otherwise', () => {
    expect(deliveryLabelId(true)).toBe('OpenDebnr');
    expect(deliveryLabelId(false)).toBe('CloseDebnr');
  });

  it('asks about the financial group only when it holds several customers and is not *NEW*', () => {
    expect(asksWholeFinancialGroup({ amountInFinDebnr: 3, finDebnr: '100200' })).toBe(true);
    expect(asksWholeFinancialGroup({ amountInFinDebnr: 1, finDebnr: '100200' })).toBe(false);
    expect(asksWholeFinancialGroup({ amountInFinDebnr: 5, finDebnr: '*NEW*' })).toBe(false);
  });

  it('shows the delivery button to those canAccess lets toggle delivery, and only for customers with webshop access', () => {
    expect(showsDeliveryButton(true, { inetCheck: true })).toBe(true);
    expect(showsDeliveryButton(true, { inetCheck: false })).toBe(false);
    expect(showsDeliveryButton(false, { inetCheck: true })).toBe(false);
  });

  it('labels the turnover chart months 5 to 12 then 1 to 4, with each array in that order', () => {
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    const rows = turnoverChartRows({ currentYear: months.map((i) => i * 10), lastYear: months, reservations: months.map(() => 0) });
    expect(rows.map((row) => row.month)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4]);
    expect(rows[0]).toEqual({ month: 5, currentYear: 10, lastYear: 1, reservations: 0 });
    expect(rows[11]).toEqual({ month: 4, currentYear: 120, lastYear: 12, reservations: 0 });
  });

  it('names comment types 1 to 9, including the display-only 8 and 9', () => {
    expect([1, 4, 5, 7, 8, 9].map(commentTypeKey)).toEqual(
      ['call', 'filling', 'fair', 'webshop', 'task', 'note'].map((name) => `customer.comments.types.${name}`),
    );
    expect(commentTypeKey(42)).toBe('customer.comments.types.other');
  });
});

describe('the back-order dialog', () => {
  const line = (orderNummer: number, artikelNummer: string): BackorderLine => ({
    debiteurNummer: '104233',
    type: 'backorder',
    orderNummer,
    artikelNummer,
    artikelOmschrijving: `Article ${artikelNummer}`,
    totaalGeleverd: 1,
    partijPrijs: 1,
    verkoopbedragTotaal: 1,
    datumKlantorder: '2026-06-11',
    datumUitlevering: '2026-06-24',
    photoUrl: null,
  });

  it('makes a tab per order number from the flat list of lines getbackorders answers, in the order they came', () => {
    const tabs = backorderTabs([line(9000003, 'A'), line(9000002, 'B'), line(9000003, 'C'), line(9000002, 'D')]);
    expect(tabs.map((t) => [t.orderNummer, t.lines.map((l) => l.artikelNummer)])).toEqual([
      [9000003, ['A', 'C']],
      [9000002, ['B', 'D']],
    ]);
    expect(backorderTabs([])).toEqual([]);
  });
});

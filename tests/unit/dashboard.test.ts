import { describe, expect, it } from 'vitest';
import { marginPercent, outstandingWeeks } from '../../custom-pages/dashboard/blocks/kpis';
import { financialGroupSlices, turnoverShares } from '../../custom-pages/dashboard/deco/financialGroupSlices';
import { seesFinancialGroupsInPercent } from '../../custom-pages/dashboard/deco/percentIdentities';
import { ORDER_FREQUENCY, WEEKLY_TURNOVER } from '../../custom-pages/dashboard/tiers/tierKinds';
import { customersOfTier, FREQUENCY_TIER_ORDER, tierRows, turnoverTierBounds, TURNOVER_TIER_ORDER } from '../../custom-pages/dashboard/tiers/tierTable';
import type { DashboardCharts, TierCustomer } from '../../schemas/entities/dashboard';
import { marginIndicator } from '../../schemas/entities/dashboardIndicators';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('tier tables', () => {
  it('list the turnover tiers A to E and the frequency tiers Blue to Platinum', () => {
    expect(TURNOVER_TIER_ORDER).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(FREQUENCY_TIER_ORDER).toEqual(['Blue', 'Bronze', 'Silver', 'Gold', 'Platinum']);
  });

  it('shape the api counts in display order, with each tier’s share of the active customers; missing tiers count 0', () => {
    const rows = tierRows(
      [
        { tier: 'Platinum', customers: 5, orders: 300 },
        { tier: 'Blue', customers: 15, orders: 20 },
      ],
      FREQUENCY_TIER_ORDER,
      (c) => c.orders,
    );
    expect(rows).toEqual([
      { id: 'Blue', tier: 'Blue', customers: 15, amount: 20, share: 75 },
      { id: 'Bronze', tier: 'Bronze', customers: 0, amount: 0, share: 0 },
      { id: 'Silver', tier: 'Silver', customers: 0, amount: 0, share: 0 },
      { id: 'Gold', tier: 'Gold', customers: 0, amount: 0, share: 0 },
      { id: 'Platinum', tier: 'Platinum', customers: 5, amount: 300, share: 25 },
    ]);
    expect(tierRows([], TURNOVER_TIER_ORDER, () => 1).every((r) => r.share === 0 && r.amount === 0)).toBe(true);
  });

  it('read the dashboard charts answer: turnover per turnover tier, orders per frequency tier', () => {
    const charts: DashboardCharts = {
      weeklyTurnover: TURNOVER_TIER_ORDER.map((tier, i) => ({ tier, customers: i + 1, turnover: 1000 * (i + 1) })),
      orderFrequency: [{ tier: 'Gold', customers: 3, orders: 150 }],
    };
    expect(WEEKLY_TURNOVER.rows(charts).map((r) => [r.tier, r.customers, r.amount, r.share])).toEqual([
      ['A', 1, 1000, 6.67],
      ['B', 2, 2000, 13.33],
      ['C', 3, 3000, 20],
      ['D', 4, 4000, 26.67],
      ['E', 5, 5000, 33.33],
    ]);
    expect(ORDER_FREQUENCY.rows(charts).find((r) => r.tier === 'Gold')).toMatchObject({ customers: 3, amount: 150, share: 100 });
  });

  it('describe the weekly turnover tiers by their bounds (A under 250, B 250–750, ..., E above 2500)', () => {
    expect(TURNOVER_TIER_ORDER.map(turnoverTierBounds)).toEqual([
      { min: 0, max: 250 },
      { min: 250, max: 750 },
      { min: 750, max: 1250 },
      { min: 1250, max: 2500 },
      { min: 2500, max: null },
    ]);
    const translate = (key: string, options?: object) => `${key.split('.').pop()} ${Object.values(options ?? {}).join(' ')}`;
    expect(plain(WEEKLY_TURNOVER.describe('A', translate))).toBe('under € 250,00');
    expect(plain(WEEKLY_TURNOVER.describe('C', translate))).toBe('between € 750,00 € 1.250,00');
    expect(plain(WEEKLY_TURNOVER.describe('E', translate))).toBe('above € 2.500,00');
  });

  it('pick the customers of one tier, in the api’s order', () => {
    const customer = (debnr: string, turnoverTier: TierCustomer['turnoverTier'], frequencyTier: TierCustomer['frequencyTier']): TierCustomer => ({
      debnr,
      name: debnr,
      turnover: 1,
      orders: 1,
      averageWeeklyTurnover: 1,
      weeksPerOrder: 1,
      turnoverTier,
      frequencyTier,
    });
    const customers = [customer('3', 'B', 'Gold'), customer('1', 'A', 'Gold'), customer('2', 'B', 'Blue')];
    expect(customersOfTier(customers, 'turnoverTier', 'B').map((c) => c.debnr)).toEqual(['3', '2']);
    expect(customersOfTier(customers, 'frequencyTier', 'Gold').map((c) => c.debnr)).toEqual(['3', '1']);
    expect(customersOfTier(customers, 'frequencyTier', 'Platinum')).toEqual([]);
  });
});

describe('KPI blocks', () => {
  it('give the outstanding weeks as unpaid over the average weekly turnover', () => {
    expect(outstandingWeeks({ outstandingWeeks: { unpaid: 29716.33, turnover: 18185.63 } })).toBe(1.63);
    expect(outstandingWeeks({ outstandingWeeks: { unpaid: 100, turnover: 0 } })).toBeNull();
  });

  it('give the margin of realised turnover over its cost price, and its indicator against the target', () => {
    const margin = marginPercent(165908.25, 119784.84)!;
    expect(margin).toBe(27.8);
    expect(marginIndicator(margin, 24.5)).toBe('green');
    expect(marginIndicator(marginPercent(1000, 770)!, 25)).toBe('orange');
    expect(marginIndicator(marginPercent(1000, 800)!, 25)).toBe('red');
    expect(marginPercent(0, 0)).toBeNull();
  });
});

describe('financial group charts', () => {
  const groups = [
    { name: 'Binnenland regulier', value: 6, verkoopbedrag: 300 },
    { name: 'Export EU', value: 2, verkoopbedrag: 100 },
    { name: 'Export overig', value: 0, verkoopbedrag: 0 },
  ];

  it('are in percent for the configured identities (PERCENT_VIEW_EMAILS), whatever the case of the sign-in name', () => {
    const configured = ['directie@example.org', 'Controller@Example.org'];
    expect(seesFinancialGroupsInPercent('Directie@Example.org', configured)).toBe(true);
    expect(seesFinancialGroupsInPercent('controller@example.org', configured)).toBe(true);
    expect(seesFinancialGroupsInPercent('admin@demo.test', configured)).toBe(false);
    expect(seesFinancialGroupsInPercent(undefined, configured)).toBe(false);
    expect(seesFinancialGroupsInPercent('directie@example.org', [])).toBe(false);
  });

  it('show each group’s share of the turnover in percent, or its turnover in euros, with its customers', () => {
    expect(turnoverShares(groups)).toEqual([75, 25, 0]);
    expect(turnoverShares([{ name: 'x', value: 0, verkoopbedrag: 0 }])).toEqual([0]);
    const customers = (n: number) => `${n} customers`;
    expect(financialGroupSlices(groups, true, customers).map((s) => plain(s.label))).toEqual(['75,00 % · 6 customers', '25,00 % · 2 customers', '0,00 % · 0 customers']);
    expect(plain(financialGroupSlices(groups, false, customers)[0]!.label)).toBe('€ 300,00 · 6 customers');
  });
});

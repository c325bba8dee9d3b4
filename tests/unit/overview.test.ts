import { describe, expect, it } from 'vitest';
import { decoView, monthsBegun } from '../../custom-pages/overview/deco/decoSeries';
import { widgetView } from '../../custom-pages/overview/widgetView';
import { clientsPercentage, collectionFigure, OVERVIEW_WIDGETS } from '../../custom-pages/overview/widgets';
import { AXIS_STEPS } from '../../schemas/constants';
import { satisfaction } from '../../schemas/entities/dashboardIndicators';
import { OVERVIEW_COLLECTION_TITLES, type Overview } from '../../schemas/entities/overview';
import type { DecoOverview, DecoOverviewSeries } from '../../schemas/entities/overviewDeco';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function overview(year: number, target: number, values: Partial<Record<(typeof OVERVIEW_COLLECTION_TITLES)[number], [number[], number]>>, percentage = 0): Overview {
  return {
    year,
    labels: [],
    through: `${year}-03-15`,
    overviewCollections: OVERVIEW_COLLECTION_TITLES.map((title) => ({ title, values: values[title]?.[0] ?? [], total: values[title]?.[1] ?? 0 })),
    headerBlocks: { totalTurnover: values.Turnover?.[1] ?? 0, totalClientsPercentage: percentage, totalInvoices: 0, totalClients: 0 },
    target,
    totalAmountOfClients: 80,
  };
}

const widget = (id: string) => OVERVIEW_WIDGETS.find((w) => w.id === id)!;

describe('overview widgets', () => {
  it("come in the spec's order with its axis steps, and only items switch between Total/Flowers/Plants/Others", () => {
    expect(OVERVIEW_WIDGETS.map((w) => [w.id, w.step])).toEqual([
      ['items', AXIS_STEPS.items],
      ['customersPercentage', AXIS_STEPS.percentage],
      ['orders', AXIS_STEPS.orders],
      ['customers', AXIS_STEPS.customers],
      ['turnover', AXIS_STEPS.turnover],
    ]);
    expect(widget('items').variants.map((v) => v.key)).toEqual(['total', 'flowers', 'plants', 'others']);
    expect(OVERVIEW_WIDGETS.filter((w) => w.variants.length > 1).map((w) => w.id)).toEqual(['items']);
  });

  it('reads each item category from its own collection', () => {
    const thisYear = overview(2026, 5, { NumOfTotal: [[30], 30], NumOfFlowers: [[20], 20], NumOfPlants: [[6], 6], NumOfRemaining: [[4], 4] });
    expect(widget('items').variants.map((v) => v.figure(thisYear).total)).toEqual([30, 20, 6, 4]);
    expect(collectionFigure(thisYear, 'FirstOrder')).toEqual({ values: [], total: 0 });
  });

  it('draws this year, last year and the target (last year × (1 + this year’s target/100)) per month, and compares the year-to-date totals', () => {
    const thisYear = overview(2026, 6, { Turnover: [[110, 90, 50], 250] });
    const lastYear = overview(2025, 8, { Turnover: [[100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100], 230] });
    const view = widgetView(widget('turnover').variants[0]!, thisYear, lastYear, MONTHS);
    expect(view.rows).toHaveLength(12);
    expect(view.rows[0]).toEqual({ label: 'Jan', thisYear: 110, lastYear: 100, target: 106 });
    expect(view.rows[3]).toEqual({ label: 'Apr', lastYear: 100, target: 106 });
    expect([view.current, view.lastYear, view.target]).toEqual([250, 230, 243.8]);
    expect(satisfaction(view.current, view.target)).toBe('neutral');
  });

  it('turns active customers into a percentage of the group per month, the total being the api’s own', () => {
    const thisYear = overview(2026, 5, { NumOfClients: [[60, 72, 0], 75] }, 93.75);
    expect(clientsPercentage(thisYear)).toEqual({ values: [75, 90, 0], total: 93.75 });
    expect(clientsPercentage({ ...thisYear, totalAmountOfClients: 0 }).values).toEqual([0, 0, 0]);
  });
});

describe('tenant 4 overview', () => {
  const twelve = (f: (month: number) => number) => Array.from({ length: 12 }, (_, i) => f(i + 1));
  const series = (offset: number): DecoOverviewSeries => ({
    huidigJaarGeschreven: twelve((m) => m + offset),
    vorigJaarGeschreven: twelve((m) => 2 * m + offset),
    geschrevenOrdersTarget: twelve((m) => 3 * m + offset),
    huidigJaarGerealiseerd: twelve((m) => 10 * m + offset),
    vorigJaarGerealiseerd: twelve((m) => 20 * m + offset),
    gerealiseerdeOrdersTarget: twelve((m) => 30 * m + offset),
  });
  const data: DecoOverview = { year: 2026, target: 6, perMonth: series(0), cumulative: series(1000) };

  it('counts the months begun: up to this month this year, all of a past year', () => {
    expect(monthsBegun(2026, '2026-06-17')).toBe(6);
    expect(monthsBegun(2025, '2026-06-17')).toBe(12);
    expect(monthsBegun(2027, '2026-06-17')).toBe(0);
  });

  it('draws written orders per month with the api’s target line, this year stopping at the current month', () => {
    const view = decoView(data, 'written', 'perMonth', 6, MONTHS);
    expect(view.rows[5]).toEqual({ label: 'Jun', thisYear: 6, lastYear: 12, target: 18 });
    expect(view.rows[6]).toEqual({ label: 'Jul', lastYear: 14, target: 21 });
  });

  it('draws realised turnover cumulatively, and compares the running totals of the last month begun', () => {
    const view = decoView(data, 'realised', 'cumulative', 6, MONTHS);
    expect(view.rows[0]).toEqual({ label: 'Jan', thisYear: 1010, lastYear: 1020, target: 1030 });
    expect([view.current, view.lastYear, view.target]).toEqual([1060, 1120, 1180]);
    expect(decoView(data, 'realised', 'perMonth', 6, MONTHS).current).toBe(1060);
  });
});

import { AXIS_STEPS } from '../../schemas/constants';
import type { Overview, OverviewCollectionTitle } from '../../schemas/entities/overview';
import type { ChartUnit } from '../charts/axisFormat';

/** A figure of one year's Overview: its monthly values and its year-to-date total. */
export interface YearFigure {
  values: number[];
  total: number;
}

export interface WidgetVariant {
  key: string;
  figure: (overview: Overview) => YearFigure;
}

/** A this-year/last-year/target widget of the overview (spec part 1 §2 'Overview', §9 axis steps). */
export interface OverviewWidgetDefinition {
  id: 'items' | 'customersPercentage' | 'orders' | 'customers' | 'turnover';
  unit: ChartUnit;
  step: number;
  /** More than one: the widget switches between them (items: Total/Flowers/Plants/Others). */
  variants: readonly WidgetVariant[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function collectionFigure(overview: Overview, title: OverviewCollectionTitle): YearFigure {
  const collection = overview.overviewCollections.find((c) => c.title === title);
  return { values: collection?.values ?? [], total: collection?.total ?? 0 };
}

const fromCollection = (title: OverviewCollectionTitle) => (overview: Overview) => collectionFigure(overview, title);

/**
 * Active customers as a percentage of the group's customers: per month the customers with an order in
 * that month, 2 decimals; the total is the api's own year-to-date percentage.
 */
export function clientsPercentage(overview: Overview): YearFigure {
  const customers = overview.totalAmountOfClients;
  const { values } = collectionFigure(overview, 'NumOfClients');
  return { values: values.map((v) => (customers > 0 ? round2((100 * v) / customers) : 0)), total: overview.headerBlocks.totalClientsPercentage };
}

/** The widgets in the spec's order, after new and lost customers. */
export const OVERVIEW_WIDGETS: readonly OverviewWidgetDefinition[] = [
  {
    id: 'items',
    unit: 'count',
    step: AXIS_STEPS.items,
    variants: [
      { key: 'total', figure: fromCollection('NumOfTotal') },
      { key: 'flowers', figure: fromCollection('NumOfFlowers') },
      { key: 'plants', figure: fromCollection('NumOfPlants') },
      { key: 'others', figure: fromCollection('NumOfRemaining') },
    ],
  },
  { id: 'customersPercentage', unit: 'percent', step: AXIS_STEPS.percentage, variants: [{ key: 'total', figure: clientsPercentage }] },
  { id: 'orders', unit: 'count', step: AXIS_STEPS.orders, variants: [{ key: 'total', figure: fromCollection('NumOfInvoices') }] },
  { id: 'customers', unit: 'count', step: AXIS_STEPS.customers, variants: [{ key: 'total', figure: fromCollection('NumOfClients') }] },
  { id: 'turnover', unit: 'money', step: AXIS_STEPS.turnover, variants: [{ key: 'total', figure: fromCollection('Turnover') }] },
];

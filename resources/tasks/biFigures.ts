import { formatCount } from '../../ui/format/count';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';

type Kind = 'money' | 'percent' | 'count' | 'date' | 'yesNo' | 'text';

/** The BI panel's figures in the spec's order (part 2 §2 "BI info panel"), each with how it shows. */
const FIGURES: [key: string, kind: Kind][] = [
  ['salesAmount', 'money'], ['salesPercentile', 'percent'], ['articleGroup', 'text'], ['article', 'text'], ['stemsQuantity', 'count'],
  ['stemsPercentile', 'percent'], ['creditAmount', 'money'], ['paid', 'yesNo'], ['riskOfLeaving', 'percent'], ['lastOrderDate', 'date'],
  ['totalOrders', 'count'], ['averageInvoiceAmount', 'money'], ['customerSince', 'date'],
];
const KNOWN = new Map(FIGURES.map(([key, kind]) => [key.toLowerCase(), { key, kind }]));

export interface BiFigure {
  /** The spec's name of the figure (its label is tasks.bi.<key>), or the name the BI record gave an unknown one. */
  key: string;
  known: boolean;
  text: string;
}

const YES = new Set(['ja', 'yes', 'true', 'oui', '1']);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

function show(value: unknown, kind: Kind, yesNo: (yes: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = asNumber(value);
  switch (kind) {
    case 'money':
      return Number.isFinite(n) ? formatMoney(n) : String(value);
    case 'percent':
      return Number.isFinite(n) ? formatPercent(n) : String(value);
    case 'count':
      return Number.isFinite(n) ? formatCount(n) : String(value);
    case 'date':
      return formatDate(String(value), 'dayFirst') || String(value);
    case 'yesNo':
      return yesNo(YES.has(String(value).trim().toLowerCase()));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A task's BI record (biDataMinor) as labelled figures: the spec's figures first, in its order, euro amounts,
 * percentiles and risk as percentages, dates day first; figures the record adds beyond those follow as text.
 */
export function biFigures(data: Record<string, unknown>, yesNo: (yes: boolean) => string): BiFigure[] {
  const entries = Object.entries(data);
  const known = FIGURES.flatMap(([key, kind]) => {
    const entry = entries.find(([name]) => name.toLowerCase() === key.toLowerCase());
    return entry ? [{ key, known: true, text: show(entry[1], kind, yesNo) }] : [];
  });
  const others = entries.filter(([name]) => !KNOWN.has(name.toLowerCase())).map(([key, value]) => ({ key, known: false, text: show(value, 'text', yesNo) }));
  return [...known, ...others];
}

/** An unknown figure's name as words: 'lastVisitDays' → 'Last visit days'. */
export const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

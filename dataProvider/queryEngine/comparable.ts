import { cellText } from './cellText';

/**
 * Values compared by greater-than / less-than and sorted: numbers as numbers, dates as instants,
 * anything else as lower-cased text. Values of different kinds do not compare (a date is not
 * greater than 250000).
 */
export type Comparable = { kind: 'number' | 'date'; n: number } | { kind: 'text'; s: string } | { kind: 'empty' };

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const DAY_FIRST = /^(\d{2})[/-](\d{2})[/-](\d{4})(?:\s*(?:@\s*)?(\d{2}):(\d{2}))?/;

function dateMs(y: string, m: string, d: string, hh = '0', mm = '0', ss = '0'): number {
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
}

export function toComparable(value: unknown): Comparable {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', n: value } : { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'number', n: value ? 1 : 0 };
  const text = cellText(value).trim();
  if (NUMBER.test(text)) return { kind: 'number', n: Number(text.replace(',', '.')) };
  const iso = ISO_DATE.exec(text);
  if (iso) return { kind: 'date', n: dateMs(iso[1]!, iso[2]!, iso[3]!, iso[4], iso[5], iso[6]) };
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return { kind: 'date', n: dateMs(dayFirst[3]!, dayFirst[2]!, dayFirst[1]!, dayFirst[4], dayFirst[5]) };
  return { kind: 'text', s: text.toLowerCase() };
}

/** Negative, zero or positive; undefined when the two values are of different kinds. */
export function compareComparable(a: Comparable, b: Comparable): number | undefined {
  if ((a.kind === 'number' || a.kind === 'date') && a.kind === b.kind) return a.n - b.n;
  if (a.kind === 'text' && b.kind === 'text') return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  return undefined;
}

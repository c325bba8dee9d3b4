import { DEXX_COMPANY_ID } from '../../schemas/entities/exports';
import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { Article, ArticleGroup } from './catalog';
import { CREDIT_COLUMNS, creditFor } from './credits';
import { RHYTHMS } from './customerProfile';
import type { Branche, SeedCustomer } from './customers';
import { BulkWriter, flushInOrder } from './insert';
import { groupBy } from './collections';
import type { Random } from './prng';

interface InvoiceRow {
  factnr: number;
  debnr: string;
  company_id: number;
  branch_id: number;
  fctdat: string;
  amount: number;
  paid: number;
  paid_date: string | null;
  order_source: 'online' | 'personal';
  handling: number;
}

interface InvoiceLineRow {
  factnr: number;
  artnr: string;
  art_group: ArticleGroup;
  quantity: number;
  amount: number;
  cost: number;
}

/** A customer's invoicing, for the generators that follow (BI tasks quote it). */
export interface CustomerSales {
  invoices: number;
  turnoverCents: number;
  creditCents: number;
  firstDay: number;
  lastDay: number;
}

/** What a shop buys: florists mostly cut flowers, garden centres mostly plants. */
const GROUP_MIX: Record<Branche, readonly (readonly [ArticleGroup, number])[]> = {
  Bloemen: [['FLOWERS', 75], ['PLANTS', 10], ['OTHER', 15]],
  Planten: [['FLOWERS', 15], ['PLANTS', 70], ['OTHER', 15]],
  Mix: [['FLOWERS', 45], ['PLANTS', 40], ['OTHER', 15]],
};
const LINE_COUNTS: readonly (readonly [number, number])[] = [[1, 40], [2, 30], [3, 15], [4, 8], [5, 4], [6, 3]];
const MIN_CENTS = 5_000;
const MAX_CENTS = 400_000;

/** Index of the first weekday on or after `day`. */
function weekdayIndexFrom(calendar: Calendar, day: number): number {
  let lo = 0;
  let hi = calendar.weekdays.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (calendar.weekdays[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Weekday indexes (ascending) on which the customer was invoiced, before today. */
function invoiceIndexes(rng: Random, calendar: Calendar, customer: SeedCustomer): number[] {
  const first = weekdayIndexFrom(calendar, customer.createdDay);
  const yesterday = calendar.todayIndex - 1;
  if (first > yesterday) return [];
  if (customer.rhythm === 'single' || customer.rhythm === 'new') {
    return customer.rhythm === 'single' || rng.chance(0.5) ? [rng.int(first, yesterday)] : [];
  }
  const shape = RHYTHMS[customer.rhythm];
  const indexes: number[] = [];
  // Backwards from the last invoice, so the gap to today is exactly what the rhythm says.
  for (let i = calendar.todayIndex - rng.int(...shape.lastAgo); i >= first; i -= rng.int(...shape.gap)) indexes.push(i);
  return indexes.reverse();
}

/** Splits cents over `count` lines that add up exactly to the total. */
function splitCents(rng: Random, total: number, count: number): number[] {
  const weights = Array.from({ length: count }, () => 0.2 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  parts[count - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  return parts;
}

/** Paid in full after a while, except recent invoices (not yet due or paid) and late payers' overdue ones. */
function payment(rng: Random, calendar: Calendar, customer: SeedCustomer, day: number, cents: number): { paid: number; paidDate: string | null } {
  const term = customer.row.bettermijn;
  const overdue = day + term < calendar.today;
  if (customer.latePayer && overdue && day > calendar.today - 150 && rng.chance(0.6)) {
    return { paid: rng.chance(0.35) ? Math.round(cents * (0.2 + rng.next() * 0.6)) : 0, paidDate: null };
  }
  const payDay = customer.row.is_incasso ? day + term : day + rng.int(0, term + 5);
  return payDay < calendar.today ? { paid: cents, paidDate: calendar.iso(payDay) } : { paid: 0, paidDate: null };
}

/** Dexx charges preparation on a click-and-collect order below 150 euro ('Frais Prepa'). */
function handlingFee(companyId: number, orderSource: 'online' | 'personal', cents: number): number {
  return companyId === DEXX_COMPANY_ID && orderSource === 'personal' && cents < 15_000 ? 4.5 : 0;
}

/**
 * Two years of weekday invoices with their lines (summing exactly to the invoice) and credits,
 * written in batches as they are generated so 50,000 customers never sit in memory at once.
 */
export async function insertInvoices(db: Queryable, rng: Random, calendar: Calendar, customers: readonly SeedCustomer[], articles: readonly Article[]): Promise<{ invoices: number; lines: number; credits: number; sales: Map<string, CustomerSales> }> {
  const byGroup = groupBy(articles, (a) => a.group);
  const invoices = new BulkWriter<InvoiceRow>(db, 'invoices', { factnr: 'bigint', debnr: 'text', company_id: 'int', branch_id: 'int', fctdat: 'date', amount: 'numeric', paid: 'numeric', paid_date: 'date', order_source: 'text', handling: 'numeric' });
  const lines = new BulkWriter<InvoiceLineRow>(db, 'invoice_lines', { factnr: 'bigint', artnr: 'text', art_group: 'text', quantity: 'int', amount: 'numeric', cost: 'numeric' });
  const credits = new BulkWriter(db, 'credits', CREDIT_COLUMNS);
  // Invoice numbers run per day (day number then a counter), so they are unique and grow with the date.
  const perDay = new Map<number, number>();
  const counts = { invoices: 0, lines: 0, credits: 0 };
  const sales = new Map<string, CustomerSales>();
  for (const customer of customers) {
    const { debnr } = customer.row;
    const indexes = invoiceIndexes(rng, calendar, customer);
    if (indexes.length === 0) continue;
    const summary: CustomerSales = { invoices: indexes.length, turnoverCents: 0, creditCents: 0, firstDay: calendar.weekdays[indexes[0]], lastDay: calendar.weekdays[indexes[indexes.length - 1]] };
    sales.set(debnr, summary);
    for (const index of indexes) {
      const day = calendar.weekdays[index];
      const seq = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, seq);
      const factnr = day * 100_000 + seq;
      const cents = Math.min(MAX_CENTS, Math.max(MIN_CENTS, Math.round(customer.basketCents * (0.55 + rng.next() * 0.9))));
      summary.turnoverCents += cents;
      const { paid, paidDate } = payment(rng, calendar, customer, day, cents);
      const orderSource = rng.chance(customer.onlineShare) ? 'online' : 'personal';
      invoices.push({
        factnr,
        debnr,
        company_id: customer.companyId,
        branch_id: customer.branchId,
        fctdat: calendar.iso(day),
        amount: cents / 100,
        paid: paid / 100,
        paid_date: paidDate,
        order_source: orderSource,
        handling: handlingFee(customer.companyId, orderSource, cents),
      });
      for (const lineCents of splitCents(rng, cents, rng.weighted(LINE_COUNTS))) {
        const article = rng.pick(byGroup.get(rng.weighted(GROUP_MIX[customer.row.branche]))!);
        const margin = 0.15 + rng.next() * 0.25;
        lines.push({
          factnr,
          artnr: article.artnr,
          art_group: article.group,
          quantity: Math.max(1, Math.round(lineCents / 100 / article.unitPrice)),
          amount: lineCents / 100,
          cost: Math.round(lineCents * (1 - margin)) / 100,
        });
        counts.lines++;
      }
      const credit = creditFor(rng, calendar, debnr, factnr, day, cents);
      if (credit) {
        summary.creditCents += Math.round(credit.amount * 100);
        credits.push(credit);
        counts.credits++;
      }
      counts.invoices++;
    }
    await flushInOrder([invoices, lines, credits]);
  }
  await flushInOrder([invoices, lines, credits], true);
  return { ...counts, sales };
}

import type { Calendar } from './calendar';
import type { Columns } from './insert';
import type { Random } from './prng';

export interface CreditRow {
  debnr: string;
  factnr: number;
  credit_date: string;
  amount: number;
  reden: string;
}

export const CREDIT_COLUMNS: Columns<CreditRow> = { debnr: 'text', factnr: 'bigint', credit_date: 'date', amount: 'numeric', reden: 'text' };

const REASONS = ['Kwaliteit', 'Beschadigd', 'Verkeerd geleverd', 'Te laat', 'Prijsafspraak', 'Niet besteld', 'Tekort geleverd'] as const;

/** About 3% of invoices get a credit note a few days later, for part or all of the invoice amount. */
export function creditFor(rng: Random, calendar: Calendar, debnr: string, factnr: number, invoiceDay: number, amountCents: number): CreditRow | null {
  if (!rng.chance(0.03)) return null;
  const share = rng.chance(0.15) ? 1 : 0.05 + rng.next() * 0.5;
  return {
    debnr,
    factnr,
    credit_date: calendar.iso(Math.min(invoiceDay + rng.int(1, 10), calendar.today - 1)),
    amount: Math.max(1, Math.round(amountCents * share)) / 100,
    reden: rng.pick(REASONS),
  };
}

import { dateInput } from './inputs';

/**
 * The earliest direct-debit collection date for a file submitted on `today` ('YYYY-MM-DD').
 * SEPA Core (EPC rulebook since November 2016) wants the collection at the debtor's bank at least one
 * TARGET2 business day before the due date, first and recurring collections alike. We read a file
 * made today as submitted today, so the earliest due date is the next business day (D+1). Only
 * Saturday and Sunday are skipped: the TARGET2 holidays (1 January, Good Friday, Easter Monday,
 * 1 May, 25 and 26 December) are left to the bank, which moves such a date to the next business day.
 */
export function earliestCollectionDate(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

export type CollectionDateProblem = 'invalid' | 'too_early';

/** What is wrong with a collection date chosen on `today`, if anything (the api and the prelevement page both ask). */
export function collectionDateProblem(date: string, today: string): CollectionDateProblem | undefined {
  const parsed = dateInput.safeParse(date);
  if (!parsed.success) return 'invalid';
  return parsed.data < earliestCollectionDate(today) ? 'too_early' : undefined;
}

import type { SelectedDebtor } from '../../schemas/entities/prelevement';
import { collectionDateProblem, earliestCollectionDate } from '../../schemas/forms/collectionDate';
import { badRequest } from '../http/errors';

/** A debtor with selected invoices, `field` its place in the body ('invoices.3' or '3'), the date to collect on. */
export interface WantedDebtor {
  debtor: SelectedDebtor;
  field: string;
  collectionDate: string;
}

/**
 * The selection's own rules, before anything is looked up: each debtor and each invoice at most once (two
 * entries of one debtor would be two debits with one EndToEndId, an invoice twice collects it twice), and no
 * collection date before the earliest SEPA allows. `datum` is the file's date, when the call has one.
 */
export function refuseBadSelection(wanted: readonly WantedDebtor[], today: string, datum?: string): void {
  const errors: Record<string, string> = {};
  const twice: string[] = [];
  const debtorAt = new Map<string, string>();
  const invoiceAt = new Map<number, string>();
  for (const { debtor, field } of wanted) {
    const first = debtorAt.get(debtor.debnr);
    if (first === undefined) debtorAt.set(debtor.debnr, field);
    else {
      errors[`${field}.debnr`] = `debtor ${debtor.debnr} is already selected at ${first}`;
      twice.push(`debtor ${debtor.debnr}`);
    }
    debtor.invoices.forEach(({ invoice }, i) => {
      const seen = invoiceAt.get(invoice);
      if (seen === undefined) invoiceAt.set(invoice, `${field}.invoices.${i}`);
      else {
        errors[`${field}.invoices.${i}.invoice`] = `invoice ${invoice} is already selected at ${seen}`;
        twice.push(`invoice ${invoice}`);
      }
    });
  }
  const earliest = earliestCollectionDate(today);
  const tooEarly = `must be on or after ${earliest}: SEPA collects one business day after the file at the earliest`;
  if (datum !== undefined && collectionDateProblem(datum, today) === 'too_early') errors.datum = tooEarly;
  for (const { debtor, field } of wanted) {
    if (debtor.prelevementDate !== undefined && collectionDateProblem(debtor.prelevementDate, today) === 'too_early') errors[`${field}.prelevementDate`] = tooEarly;
  }
  if (Object.keys(errors).length === 0) return;
  const message = twice.length > 0 ? `Selected more than once: ${[...new Set(twice)].join(', ')}` : `The collection date must be on or after ${earliest}`;
  throw badRequest(message, errors);
}

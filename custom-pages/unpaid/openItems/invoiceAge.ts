/** How an open invoice is coloured by its age against the customer's payment term (spec part 1 §2). */
export type InvoiceAge = 'plain' | 'orange' | 'red';

/** Orange from the day the payment term is reached up to 3 days past it. */
export const ORANGE_DAYS_PAST_TERM = 3;

/** days minus the payment term: below 0 plain, 0 to 3 orange, above 3 red. */
export function invoiceAge(days: number, paymentTerm: number): InvoiceAge {
  const pastTerm = days - paymentTerm;
  if (pastTerm < 0) return 'plain';
  return pastTerm <= ORANGE_DAYS_PAST_TERM ? 'orange' : 'red';
}

import { SEARCH_SUGGESTIONS_MAX } from '../schemas/constants';

export interface SearchableCustomer {
  debnr: string;
  name: string;
}

/**
 * Global search suggestions (spec part 1 §2): case-insensitive, anywhere in "debnr name" (so the
 * debtor number, the name, or both as in '100141 bloem'), at most 10 (or `limit`); a blank input suggests nothing.
 */
export function matchCustomers(customers: readonly SearchableCustomer[], input: string, limit: number = SEARCH_SUGGESTIONS_MAX): SearchableCustomer[] {
  const needle = input.trim().toLowerCase();
  if (needle === '') return [];
  const matches: SearchableCustomer[] = [];
  for (const customer of customers) {
    if (`${customer.debnr} ${customer.name ?? ''}`.toLowerCase().includes(needle)) {
      matches.push(customer);
      if (matches.length === limit) break;
    }
  }
  return matches;
}

export function customerLabel(customer: SearchableCustomer): string {
  return `${customer.debnr} - ${customer.name}`;
}

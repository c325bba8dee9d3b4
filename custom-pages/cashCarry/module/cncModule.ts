import { customerLabel, matchCustomers, type SearchableCustomer } from '../../../ui/customerMatch';
import { CC_SEARCH_SUGGESTIONS_MAX } from '../../../schemas/constants';
import type { Seller } from '../../../schemas/entities/cashCarry';

export { customerLabel, type SearchableCustomer };

/** The module's customer search: the global search's matching, at most 8 suggestions (spec part 1 §9). */
export const cncSuggestions = (customers: readonly SearchableCustomer[], input: string) => matchCustomers(customers, input).slice(0, CC_SEARCH_SUGGESTIONS_MAX);

/** The update button waits for both a customer and a seller (spec part 2 §5). */
export const canUpdate = (customer: SearchableCustomer | null, seller: Seller | null) => customer !== null && seller !== null;

/** The webshop button is disabled when both the seller and its password are missing (spec part 2 §5). */
export const webshopDisabled = (seller: Seller | null) => !seller?.debnr && !seller?.password;

/**
 * The seller's webshop login link (its code and password, in the interface language) on Dexx Drive's
 * webshop login, `loginUrl` (CNC_WEBSHOP_URL): the click-and-collect counters are Dexx Drive's.
 */
export function sellerWebshopUrl(loginUrl: string, seller: Seller, language: string): string {
  const url = new URL(loginUrl);
  url.searchParams.set('debnr', seller.debnr);
  url.searchParams.set('password', seller.password);
  url.searchParams.set('lang', language);
  return url.toString();
}

import { customerLabel, matchCustomers, type SearchableCustomer } from '../../../ui/customerMatch';
import type { AppSettings } from '../../../schemas/appSettings';
import { CC_SEARCH_SUGGESTIONS_MAX } from '../../../schemas/constants';
import type { Seller } from '../../../schemas/entities/cashCarry';

export { customerLabel, type SearchableCustomer };

/** The module's customer search: the global search's matching, at most 8 suggestions (spec part 1 §9). */
export const cncSuggestions = (customers: readonly SearchableCustomer[], input: string) => matchCustomers(customers, input).slice(0, CC_SEARCH_SUGGESTIONS_MAX);

/** The update button waits for both a customer and a seller (spec part 2 §5). */
export const canUpdate = (customer: SearchableCustomer | null, seller: Seller | null) => customer !== null && seller !== null;

/** The webshop button is disabled when both the seller and its password are missing (spec part 2 §5). */
export const webshopDisabled = (seller: Seller | null) => !seller?.debnr && !seller?.password;

/** The user's company whose sellers log into the UK webshop host (spec part 2 §9). */
export const UK_WEBSHOP_COMPANY = 5;

/**
 * The webshop login the module opens (spec part 2 §9: company 5 uses a UK host, others a French one),
 * keyed on the signed-in user's company: WEBSHOP_UK_URL for company 5, otherwise the French
 * click-and-collect shop's login, CNC_WEBSHOP_URL. None when that address is not configured.
 */
export function cncWebshopLogin(company: number, shops: Pick<AppSettings, 'webshopUkUrl' | 'cncWebshopUrl'>): string | undefined {
  const login = company === UK_WEBSHOP_COMPANY ? shops.webshopUkUrl : shops.cncWebshopUrl;
  return URL.canParse(login) ? login : undefined;
}

/** The seller's webshop login link on `loginUrl` (see cncWebshopLogin): its code and password, in the interface language. */
export function sellerWebshopUrl(loginUrl: string, seller: Seller, language: string): string {
  const url = new URL(loginUrl);
  url.searchParams.set('debnr', seller.debnr);
  url.searchParams.set('password', seller.password);
  url.searchParams.set('lang', language);
  return url.toString();
}

import type { AppSettings } from '../../../schemas/appSettings';
import { PILOT_SHOP_COMPANIES } from '../../../schemas/companies';
import type { Customer } from '../../../schemas/entities/customer';

/** Company 1's customers also keep the older webshop, on the UK host for site 5 and the French host otherwise. */
export const LEGACY_WEBSHOP_COMPANY = 1;
export const UK_SITE_ID = 5;

/**
 * The shops' addresses, configuration (README): the pilot marketplace shop of companies 1 and 8 (the
 * salesman's own login, switched to the customer first) and the older webshop's UK and French logins.
 */
export type ShopAddresses = Pick<AppSettings, 'pilotShopUrl' | 'webshopUkUrl' | 'webshopFrUrl'>;

export type ShopKind = 'pilot' | 'webshop' | 'legacyWebshop';
export interface ShopLink {
  kind: ShopKind;
  url: string;
}

export type ShopCustomer = Pick<Customer, 'companyId' | 'debnr' | 'password' | 'webshopLink' | 'siteId'>;

/** A webshop login link: the base link with the customer's debnr and password and the interface language. */
function loginLink(base: string, customer: ShopCustomer, language: string): string | undefined {
  if (!URL.canParse(base)) return undefined;
  const url = new URL(base);
  url.searchParams.set('debnr', customer.debnr);
  url.searchParams.set('password', customer.password);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The shop buttons of the customer page (spec part 1 §2): the pilot shop for companies 1 and 8 (plus the
 * older webshop for company 1), otherwise a login link into the customer's own webshop; none without a
 * usable webshop link.
 */
export function shopLinks(customer: ShopCustomer, language: string, shops: ShopAddresses): ShopLink[] {
  if (!(PILOT_SHOP_COMPANIES as readonly number[]).includes(customer.companyId)) {
    const webshop = loginLink(customer.webshopLink, customer, language);
    return webshop ? [{ kind: 'webshop', url: webshop }] : [];
  }
  const links: ShopLink[] = [];
  if (URL.canParse(shops.pilotShopUrl)) {
    const pilot = new URL(shops.pilotShopUrl);
    pilot.searchParams.set('company', String(customer.companyId));
    pilot.searchParams.set('lang', language);
    links.push({ kind: 'pilot', url: pilot.toString() });
  }
  if (customer.companyId === LEGACY_WEBSHOP_COMPANY) {
    const legacy = loginLink(customer.siteId === UK_SITE_ID ? shops.webshopUkUrl : shops.webshopFrUrl, customer, language);
    if (legacy) links.push({ kind: 'legacyWebshop', url: legacy });
  }
  return links;
}

/** The shop opens only for a customer with webshop access that is not blocked for delivery (spec part 1 §4). */
export function shopAvailable(customer: Pick<Customer, 'inetCheck' | 'levStop'>): boolean {
  return customer.inetCheck && !customer.levStop;
}

/** How long the pilot-shop button stays busy after a switch (spec part 1 §9: webshop busy 5 s). */
export const WEBSHOP_BUSY_MS = 5000;

import { appSettings } from './appSettings';

/** The company whose pilot shop the CRM last switched to this customer (spec part 1 §4), kept across reloads. */
const KEY = 'flora.webshopCompany';
/** The tab the pilot shop opens in: the logout page then opens in that same tab when it is still open. */
export const PILOT_SHOP_WINDOW = 'flora-pilot-shop';

/**
 * The pilot shop's logout page, `logout` under its address (PILOT_SHOP_URL), for the company whose
 * shop was switched; undefined without a usable address.
 */
export function pilotShopLogoutUrl(pilotShopUrl: string, companyId: number): string | undefined {
  if (!URL.canParse(pilotShopUrl)) return undefined;
  const url = new URL('logout', pilotShopUrl);
  url.searchParams.set('company', String(companyId));
  return url.toString();
}

/** After a webshop switch: remembers the shop's company, whose shop a CRM logout then signs out of. */
export function rememberWebshopCompany(companyId: number): void {
  localStorage.setItem(KEY, String(companyId));
}

/**
 * On CRM logout: opens the logout page of the shop the CRM switched, so the salesman's shop session
 * (switched to the last customer) does not stay signed in. Called inside the logout click, where the
 * browser lets a tab open; a blocked one leaves the company remembered for the next logout.
 */
export function logOutOfWebshop(): void {
  const company = Number(localStorage.getItem(KEY));
  const url = company ? pilotShopLogoutUrl(appSettings().pilotShopUrl, company) : undefined;
  if (!url) return localStorage.removeItem(KEY);
  const tab = window.open('', PILOT_SHOP_WINDOW);
  if (!tab) return;
  localStorage.removeItem(KEY);
  try {
    tab.opener = null;
  } catch {
    // The shop's tab, on the shop's own address: its opener was cut when the CRM opened it.
  }
  tab.location.href = url;
}

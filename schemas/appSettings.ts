import { z } from 'zod';
import { CONFIG_BASE } from './configFiles';

/** Where the proxy answers the app's settings (proxy/appSettings.ts): its route under CONFIG_BASE, and its address. */
export const APP_SETTINGS_ROUTE = '/settings';
export const APP_SETTINGS_PATH = `${CONFIG_BASE}${APP_SETTINGS_ROUTE}`;

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The outside addresses of a deployment (README, environment variables): the server reads them from its
 * environment and hands them to the app at start, so none is compiled into the browser bundle.
 */
export const AppSettings = z.object({
  /** PILOT_SHOP_URL: the pilot marketplace shop of companies 1 and 8; its logout page is `logout` under it. */
  pilotShopUrl: httpUrl,
  /** WEBSHOP_UK_URL, WEBSHOP_FR_URL: company 1's older webshop login, UK host for site 5, French host otherwise; the UK one is also the C&C module's for users of company 5. */
  webshopUkUrl: httpUrl,
  webshopFrUrl: httpUrl,
  /** IDENTITIES_URL: the customer-identities page embedded at /customeridentities. */
  identitiesUrl: httpUrl,
  /** SUPPORT_EMAIL: the mailbox offered when something fails that the user cannot fix. */
  supportEmail: z.email(),
  /** JDF_INVOICE_EMAIL: the invoicing mailbox of the JDF export page. */
  jdfInvoiceEmail: z.email(),
  /** CNC_WEBSHOP_URL: the click-and-collect module's webshop login on the French host (users of every company but 5). */
  cncWebshopUrl: httpUrl,
  /** PERCENT_VIEW_EMAILS: the sign-in names that see tenant 4's all-customers financial groups in percent. */
  percentViewEmails: z.array(z.email()),
});
export type AppSettings = z.infer<typeof AppSettings>;

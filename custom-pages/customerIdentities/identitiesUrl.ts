import { IDENTITY_BRANDS } from '../../schemas/companies';

/** The external customer-identities page embedded at /customeridentities. */
export const IDENTITIES_PAGE_URL = 'https://identities.flora-group.test/';

/** The embedded page for the user's group and brand (3 GREENFLOR, 8 ROOBOS); undefined for companies without a brand. */
export function identitiesUrl(companyId: number, groupCode: string): string | undefined {
  const brand = IDENTITY_BRANDS[companyId];
  if (!brand) return undefined;
  const url = new URL(IDENTITIES_PAGE_URL);
  url.searchParams.set('groupcode', groupCode);
  url.searchParams.set('brand', brand);
  return url.toString();
}

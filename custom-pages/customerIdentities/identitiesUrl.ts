import { IDENTITY_BRANDS } from '../../schemas/companies';

/**
 * The external customer-identities page (IDENTITIES_URL) for the user's group and brand (3 GREENFLOR,
 * 8 ROOBOS); undefined for companies without a brand, or without a usable address.
 */
export function identitiesUrl(pageUrl: string, companyId: number, groupCode: string): string | undefined {
  const brand = IDENTITY_BRANDS[companyId];
  if (!brand || !URL.canParse(pageUrl)) return undefined;
  const url = new URL(pageUrl);
  url.searchParams.set('groupcode', groupCode);
  url.searchParams.set('brand', brand);
  return url.toString();
}

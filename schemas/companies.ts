/** Company (tenant) ids and names (spec part 1 §1). Other ids show an error marker with a support hint. */
export const COMPANIES = {
  1: 'VDP',
  2: 'Dexx Drive',
  3: 'Greenflor',
  4: 'Heembloemex Deco',
  5: 'Green & Bloom',
  7: 'Floret',
  8: 'Roobos',
} as const;

export type CompanyId = keyof typeof COMPANIES;
export const COMPANY_IDS = Object.keys(COMPANIES).map(Number) as CompanyId[];

export function companyName(id: number): string | undefined {
  return (COMPANIES as Record<number, string>)[id];
}

/** Tenant variants that change behaviour. */
export const PILOT_SHOP_COMPANIES = [1, 8] as const;
export const COMMERCIAL_TYPE_COMPANIES = [3, 4] as const;
export const DECO_COMPANY = 4;
export const OUTSTANDING_ITEMS_COMPANY = 5;
/** Brand names passed to the embedded customer-identities page. */
export const IDENTITY_BRANDS: Record<number, string> = { 3: 'GREENFLOR', 8: 'ROOBOS' };
/** Direct-debit companies (part 2 §3): 22 fills the main list, 23 a second list. */
export const PRELEVEMENT_COMPANIES = [22, 23] as const;

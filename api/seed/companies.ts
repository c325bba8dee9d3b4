import { COMPANIES, COMPANY_IDS, type CompanyId } from '../../schemas/companies';
import type { Queryable } from '../db/database';
import type { Country } from './addresses';
import { insertRows } from './insert';

export interface DebtorGroup {
  groupCode: string;
  groupName: string;
  companyId: CompanyId;
}

/** Each company's three debtor groups (region or channel); codes are the company id then 01..03. */
const GROUP_SUFFIXES: Record<CompanyId, readonly [string, string, string]> = {
  1: ['VDP Noord', 'VDP Zuid', 'VDP Export'],
  2: ['Dexx Drive Paris', 'Dexx Drive Lyon', 'Dexx Drive Sud'],
  3: ['Greenflor Benelux', 'Greenflor Duitsland', 'Greenflor Italië'],
  4: ['Heembloemex Deco Events', 'Heembloemex Deco Retail', 'Heembloemex Deco Export'],
  5: ['Green & Bloom London', 'Green & Bloom Midlands', 'Green & Bloom North'],
  7: ['Floret Vlaanderen', 'Floret Wallonie', 'Floret France'],
  8: ['Roobos West', 'Roobos Oost', 'Roobos Duitsland'],
};

export const DEBTOR_GROUPS: readonly DebtorGroup[] = COMPANY_IDS.flatMap((companyId) =>
  GROUP_SUFFIXES[companyId].map((groupName, i) => ({ groupCode: `${companyId}0${i + 1}`, groupName, companyId })),
);

export function groupsOf(companyId: CompanyId): DebtorGroup[] {
  return DEBTOR_GROUPS.filter((g) => g.companyId === companyId);
}

/** Share of all customers per company: company 1 is the largest. */
export const COMPANY_WEIGHTS: readonly (readonly [CompanyId, number])[] = [[1, 34], [2, 14], [3, 12], [4, 14], [5, 10], [7, 8], [8, 8]];

/** Share of a company's customers per group (first, second, third). */
export const GROUP_WEIGHTS = [0.5, 0.3, 0.2] as const;

/** Where each company's customers are: company 2 mostly France, 5 the UK. */
export const COUNTRY_WEIGHTS: Record<CompanyId, readonly (readonly [Country, number])[]> = {
  1: [['nl', 60], ['be', 20], ['de', 12], ['fr', 8]],
  2: [['fr', 92], ['be', 8]],
  3: [['nl', 35], ['be', 20], ['de', 25], ['it', 20]],
  4: [['nl', 40], ['de', 20], ['be', 15], ['fr', 10], ['uk', 10], ['it', 5]],
  5: [['uk', 100]],
  7: [['be', 55], ['fr', 45]],
  8: [['nl', 55], ['de', 35], ['be', 10]],
};

/** Tenant 4's financial groups. */
export const FINANCIAL_GROUPS = [
  ['FG10', 'Binnenland regulier'],
  ['FG20', 'Binnenland vooruitbetaling'],
  ['FG30', 'Export EU'],
  ['FG40', 'Export buiten EU'],
  ['FG50', 'Evenementen en beurzen'],
  ['FG60', 'Kredietverzekerd'],
] as const;

/** Exchange rates per 100 euro ('koers'), for tenant 4's exchange-rate groups. */
export const CURRENCIES = [
  ['EUR', 100],
  ['GBP', 84.65],
  ['CHF', 93.8],
  ['PLN', 427.15],
  ['SEK', 1112.4],
] as const;

export async function insertCompanies(db: Queryable): Promise<void> {
  await insertRows(db, 'companies', { id: 'int', name: 'text' }, COMPANY_IDS.map((id) => ({ id, name: COMPANIES[id] })));
  await insertRows(
    db,
    'debtor_groups',
    { group_code: 'text', group_name: 'text', company_id: 'int' },
    DEBTOR_GROUPS.map((g) => ({ group_code: g.groupCode, group_name: g.groupName, company_id: g.companyId })),
  );
  await insertRows(db, 'financial_groups', { code: 'text', text: 'text' }, FINANCIAL_GROUPS.map(([code, text]) => ({ code, text })));
  await insertRows(db, 'currencies', { code: 'text', koers: 'numeric' }, CURRENCIES.map(([code, koers]) => ({ code, koers })));
}

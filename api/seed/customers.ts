import type { CompanyId } from '../../schemas/companies';
import { CUSTOMER_DAYS_EPOCH } from '../../schemas/constants';
import type { Queryable } from '../db/database';
import { address, type Country } from './addresses';
import { groupBy } from './collections';
import { Calendar } from './calendar';
import { COMPANY_WEIGHTS, COUNTRY_WEIGHTS, FINANCIAL_GROUPS, GROUP_WEIGHTS, groupsOf } from './companies';
import { bankAccount } from './iban';
import { insertRows, type Columns } from './insert';
import { person, slug } from './people';
import type { Random } from './prng';
import { basketCents, pickRhythm, RHYTHMS, type Rhythm } from './customerProfile';
import { legalName, shopName } from './shops';
import type { AccountManager } from './users';
import { vatNumber } from './vat';

export type Branche = 'Bloemen' | 'Planten' | 'Mix';

/** A customers row (column names as in the table) plus how the customer buys, for the other generators. */
export interface SeedCustomer {
  row: CustomerRow;
  companyId: CompanyId;
  country: Country;
  createdDay: number;
  rhythm: Rhythm;
  basketCents: number;
  /** Share of orders placed in the webshop. */
  onlineShare: number;
  branchId: number;
  /** Pays late: has overdue unpaid or partly paid invoices. */
  latePayer: boolean;
  /** In the long tail beyond FULL_HISTORY_CUSTOMERS: buys, visits the webshop and is noted about rarely. */
  tail: boolean;
}

export interface CustomerRow {
  debnr: string;
  group_code: string;
  company_id: number;
  name: string;
  debnaam: string;
  password: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  owner: string;
  email: string;
  phone_number: string;
  mobile_number: string;
  branche: Branche;
  btw_number: string;
  btw_ok: boolean;
  kvk: string;
  trans_txt: string;
  account_manager: string | null;
  created: string;
  kostprijs_debiteur: number;
  financiel_type: string;
  commercial_type: string;
  betaal_conditie: string;
  bettermijn: number;
  koop_limiet: number;
  krediet_limiet: number;
  minimum_order: number;
  deb_txt: string;
  lev_stop: boolean;
  lev_stop_since: string | null;
  inet_check: boolean;
  fin_debnr: string;
  fin_groep: string | null;
  webshop_link: string;
  site_id: number;
  inactive: boolean;
  credit_score: number;
  risk_of_leaving: number;
  is_incasso: boolean;
  iban: string;
  bic: string;
  prelevement_company: number | null;
  exchange_rate_group: string | null;
  delivery_days: number[];
  salesman_code: string | null;
}

const COMMERCIAL_TYPES = ['Fleuriste', 'Garden centre', 'Event', 'Supermarket', 'Wholesaler', 'Decorator', 'Webshop', 'Funeral florist'] as const;
const PAYMENT_TERMS: readonly (readonly [number, string, number])[] = [[0, 'Contant', 15], [7, '7 dagen netto', 35], [14, '14 dagen netto', 30], [30, '30 dagen netto', 20]];
const DEBTOR_TEXTS = [
  '',
  '',
  'Levering via achteringang, sleutel in kluisje naast de deur.',
  'Altijd bellen voor levering.',
  'Livraison avant 7h, laisser devant la réserve.',
  'Bitte vor Lieferung anrufen, Laderampe hinten.',
  'Deliver to the back door; ask for the manager.',
  'Klant wil alleen A1-kwaliteit rozen, geen vervangingen.',
  'Facturen per e-mail naar de boekhouding sturen.',
  'Gesloten op maandag.',
];
/** Webshop base links per company; site id 5 is the UK shop. */
const WEBSHOP_LINKS: Record<CompanyId, string> = {
  1: 'https://shop.vdp.example/login',
  2: 'https://shop.dexxdrive.example/connexion',
  3: 'https://shop.greenflor.example/login',
  4: 'https://shop.heembloemex.example/login',
  5: 'https://shop.greenandbloom.example/login',
  7: 'https://shop.floret.example/login',
  8: 'https://shop.roobos.example/login',
};
/** Dexx Drive's branches (1 Drive, 4 Lille, 5 Annemasse, 6 Mulhouse, 7 Valence, 8 Lyon, 9 Grenoble); the others invoice from 1. */
const DEXX_BRANCHES = [1, 4, 5, 6, 7, 8, 9] as const;
const PASSWORD_CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The first customers keep the full mix of rhythms and two years of history; the ones after them are a
 * large group's long tail, who buy a few times in two years (TAIL_RHYTHM_WEIGHTS) and leave little
 * activity. So seeds up to this size (the demo's 5,000, the tests') are as they always were, and
 * 500,000 customers seed in minutes instead of hours (about 1.3 million invoices instead of 22 million).
 */
export const FULL_HISTORY_CUSTOMERS = 10_000;

function debnrs(rng: Random, count: number): string[] {
  const maxStep = Math.max(1, Math.min(37, Math.floor(850_000 / Math.max(count, 1))));
  const out: string[] = [];
  let next = 100_000;
  for (let i = 0; i < count; i++) out.push(String((next += rng.int(1, maxStep))));
  return out;
}

/**
 * About 1% (at least about 10, so the call list's first block is never empty) were created in the last
 * 7 days; the others since 2017, early enough for their rhythm's history.
 */
function createdAndRhythm(rng: Random, calendar: Calendar, newShare: number, tail: boolean): { created: number; rhythm: Rhythm } {
  if (rng.chance(newShare)) return { created: calendar.today - rng.int(0, 6), rhythm: 'new' };
  const rhythm = pickRhythm(rng, tail);
  const lastAgo = rhythm === 'single' ? 0 : RHYTHMS[rhythm].lastAgo[1];
  const latest = calendar.today - 8 - Math.ceil((lastAgo * 7) / 5);
  return { created: rng.int(Calendar.dayOf(CUSTOMER_DAYS_EPOCH), latest), rhythm };
}

function customer(rng: Random, calendar: Calendar, debnr: string, managers: readonly AccountManager[], newShare: number, tail: boolean): SeedCustomer {
  const companyId = rng.weighted(COMPANY_WEIGHTS);
  const groups = groupsOf(companyId);
  const group = rng.weighted(groups.map((g, i) => [g, GROUP_WEIGHTS[i]] as const));
  const country = rng.weighted(COUNTRY_WEIGHTS[companyId]);
  const place = address(rng, country);
  const owner = person(rng, place.style);
  const name = shopName(rng, place.style, owner, place.city);
  const { vat, registration } = vatNumber(rng, country);
  const bank = bankAccount(rng, country);
  const { created, rhythm } = createdAndRhythm(rng, calendar, newShare, tail);
  const isNew = rhythm === 'new';
  const [bettermijn, betaalConditie] = rng.weighted(PAYMENT_TERMS.map(([days, label, w]) => [[days, label] as const, w] as const));
  const isIncasso = rng.chance(0.3);
  const levStop = rng.chance(0.06);
  const companyManagers = managers.filter((m) => m.companyId === companyId);
  const manager = companyManagers.length > 0 && rng.chance(0.95) ? rng.pick(companyManagers).code : null;
  const deco = companyId === 4;
  const branche = rng.weighted<Branche>([['Bloemen', 50], ['Planten', 25], ['Mix', 25]]);
  const domain = `${slug(name).slice(0, 24)}.${country === 'uk' ? 'co.uk' : country}`;
  let password = '';
  for (let i = 0; i < 8; i++) password += PASSWORD_CHARS[rng.int(0, PASSWORD_CHARS.length - 1)];
  return {
    companyId,
    country,
    createdDay: created,
    rhythm,
    basketCents: basketCents(rng, rhythm),
    onlineShare: rng.next(),
    branchId: companyId === 2 ? rng.pick(DEXX_BRANCHES) : 1,
    latePayer: rng.chance(0.08),
    tail,
    row: {
      debnr,
      group_code: group.groupCode,
      company_id: companyId,
      name,
      debnaam: legalName(rng, country, name),
      password,
      address: place.street,
      zipcode: place.zipcode,
      city: place.city,
      country,
      owner: owner.full,
      email: `${rng.pick(['info', 'contact', 'shop', slug(owner.first)])}@${domain}`,
      phone_number: place.phone,
      mobile_number: place.mobile,
      branche,
      btw_number: vat,
      btw_ok: rng.chance(0.92),
      kvk: registration,
      trans_txt: `Route ${rng.int(1, 40)} ${rng.pick(['ochtend', 'middag', 'nacht'])}`,
      account_manager: manager,
      created: calendar.iso(created),
      kostprijs_debiteur: rng.pick([0, 0, 7.5, 12.5, 15, 25]),
      financiel_type: isIncasso ? 'Incasso' : rng.pick(['Normaal', 'Normaal', 'Vooruitbetaling', 'Kredietverzekerd']),
      commercial_type: rng.pick(COMMERCIAL_TYPES),
      betaal_conditie: betaalConditie,
      bettermijn,
      koop_limiet: rng.pick([2500, 5000, 10000, 25000]),
      krediet_limiet: rng.pick([1000, 2500, 5000, 10000, 20000]),
      minimum_order: rng.pick([0, 100, 150, 250, 500]),
      deb_txt: rng.pick(DEBTOR_TEXTS),
      lev_stop: levStop,
      lev_stop_since: levStop ? calendar.iso(calendar.today - rng.int(0, 120)) : null,
      inet_check: rng.chance(0.85),
      fin_debnr: debnr,
      fin_groep: deco ? rng.pick(FINANCIAL_GROUPS)[0] : null,
      webshop_link: WEBSHOP_LINKS[companyId],
      site_id: companyId === 5 || country === 'uk' ? 5 : 1,
      inactive: isNew && rng.chance(0.5),
      credit_score: rng.int(0, 3),
      risk_of_leaving: rng.int(20, 95),
      is_incasso: isIncasso,
      iban: bank.iban,
      bic: bank.bic,
      prelevement_company: isIncasso ? (rng.chance(0.8) ? 22 : 23) : null,
      exchange_rate_group: deco ? (country === 'uk' ? 'GBP' : rng.weighted([['EUR', 85], ['CHF', 5], ['PLN', 5], ['SEK', 5]])) : null,
      delivery_days: rng.sample([1, 2, 3, 4, 5], rng.int(1, 5)),
      salesman_code: manager,
    },
  };
}

/**
 * Financial groups: about 10% of customers share a head with 2-4 others of their company,
 * about 3% are marked '*NEW*'; all others are their own head.
 */
function linkFinancialGroups(rng: Random, customers: SeedCustomer[]): void {
  for (const members of groupBy(customers, (c) => c.companyId).values()) {
    for (let i = 0; i < members.length; ) {
      if (rng.chance(0.03)) {
        members[i++].row.fin_debnr = '*NEW*';
      } else if (rng.chance(0.028) && i + 3 <= members.length) {
        const size = Math.min(rng.int(3, 5), members.length - i);
        const head = members[i].row.debnr;
        for (let k = 0; k < size; k++) members[i + k].row.fin_debnr = head;
        i += size;
      } else {
        i++;
      }
    }
  }
}

export function buildCustomers(rng: Random, calendar: Calendar, count: number, managers: readonly AccountManager[], fullHistory = FULL_HISTORY_CUSTOMERS): SeedCustomer[] {
  const newShare = Math.max(0.01, 10 / Math.max(count, 1));
  const customers = debnrs(rng, count).map((debnr, i) => customer(rng, calendar, debnr, managers, newShare, i >= fullHistory));
  linkFinancialGroups(rng, customers);
  return customers;
}

const CUSTOMER_COLUMNS: Columns<CustomerRow> = {
  debnr: 'text',
  group_code: 'text',
  company_id: 'int',
  name: 'text',
  debnaam: 'text',
  password: 'text',
  address: 'text',
  zipcode: 'text',
  city: 'text',
  country: 'text',
  owner: 'text',
  email: 'text',
  phone_number: 'text',
  mobile_number: 'text',
  branche: 'text',
  btw_number: 'text',
  btw_ok: 'bool',
  kvk: 'text',
  trans_txt: 'text',
  account_manager: 'text',
  created: 'date',
  kostprijs_debiteur: 'numeric',
  financiel_type: 'text',
  commercial_type: 'text',
  betaal_conditie: 'text',
  bettermijn: 'int',
  koop_limiet: 'numeric',
  krediet_limiet: 'numeric',
  minimum_order: 'numeric',
  deb_txt: 'text',
  lev_stop: 'bool',
  lev_stop_since: 'date',
  inet_check: 'bool',
  fin_debnr: 'text',
  fin_groep: 'text',
  webshop_link: 'text',
  site_id: 'int',
  inactive: 'bool',
  credit_score: 'int',
  risk_of_leaving: 'int',
  is_incasso: 'bool',
  iban: 'text',
  bic: 'text',
  prelevement_company: 'int',
  exchange_rate_group: 'text',
  delivery_days: 'int[]',
  salesman_code: 'text',
};

export async function insertCustomers(db: Queryable, customers: readonly SeedCustomer[]): Promise<void> {
  await insertRows(db, 'customers', CUSTOMER_COLUMNS, customers.map((c) => c.row));
}

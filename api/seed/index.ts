import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { bulkLoad } from './bulkLoad';
import { Calendar } from './calendar';
import { buildCatalog, insertCatalog } from './catalog';
import { insertCompanies } from './companies';
import { buildCustomers, insertCustomers } from './customers';
import { DEMO_PASSWORD } from './demoUsers';
import { insertInvoices } from './invoices';
import { Random } from './prng';
import { accountManagers, buildUsers, insertUsers } from './users';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers';

export interface SeedOptions {
  /** Number of customers (SEED_CUSTOMERS). */
  customers: number;
  /** PRNG seed: the same options give the same rows. */
  seed: number;
  /** Every date is relative to this day, so the demo always looks current. */
  today: Date;
}

export interface SeedSummary {
  users: number;
  customers: number;
  invoices: number;
  invoiceLines: number;
  credits: number;
}

/** Two years of invoices before today (the call list, turnover and year-on-year screens need both). */
const HISTORY_DAYS = 730;

/** Fills an empty, migrated database with deterministic demo data, in one transaction. */
export async function seed(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const root = new Random(options.seed);
  const calendar = new Calendar(options.today, HISTORY_DAYS);
  // argon2 is slow on purpose: hash the one demo password once and share it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = buildUsers(root.fork('users'), calendar);
  const articles = buildCatalog(root.fork('catalog'));
  const customers = buildCustomers(root.fork('customers'), calendar, options.customers, accountManagers(users));
  return db.transaction((tx) => bulkLoad(tx, async () => {
    await insertCompanies(tx);
    await insertCatalog(tx, articles);
    await insertUsers(tx, users, passwordHash, calendar);
    await insertCustomers(tx, customers);
    const sales = await insertInvoices(tx, root.fork('invoices'), calendar, customers, articles);
    return { users: users.length, customers: customers.length, invoices: sales.invoices, invoiceLines: sales.lines, credits: sales.credits };
  }));
}

import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { insertActivity } from './activity';
import { bulkLoad } from './bulkLoad';
import { withIndexesDeferred, type DeferredIndexes } from './deferredIndexes';
import { withSummariesRebuilt } from './summaries';
import { Calendar } from './calendar';
import { buildCatalog, insertCatalog } from './catalog';
import { groupBy } from './collections';
import { insertCompanies } from './companies';
import { insertContactEmails } from './contacts';
import { buildCustomers, insertCustomers, type SeedCustomer } from './customers';
import { DEMO_PASSWORD } from './demoUsers';
import { insertFavourites } from './favourites';
import { insertInvoices } from './invoices';
import { insertLeads } from './leads';
import { insertOffers } from './offers';
import { insertStock } from './stock';
import { insertOrders } from './orders';
import { insertPlatform } from './platform';
import { Random } from './prng';
import { insertTasks } from './tasks';
import { insertUserActivity } from './userActivity';
import { accountManagers, buildUsers, insertUsers, managerNames, type SeedUser } from './users';
import { insertVisits } from './visits';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers';

export interface SeedOptions {
  /** Number of customers (SEED_CUSTOMERS). */
  customers: number;
  /** PRNG seed: the same options give the same rows. */
  seed: number;
  /** Every date is relative to this day, so the demo always looks current. */
  today: Date;
  /** Customers with the full two years of history (default FULL_HISTORY_CUSTOMERS); those after them are the long tail. */
  fullHistory?: number;
}

export interface SeedSummary {
  users: number;
  customers: number;
  invoices: number;
  invoiceLines: number;
  credits: number;
  orders: number;
  reservations: number;
}

/** Two years of invoices before today (the call list, turnover and year-on-year screens need both). */
const HISTORY_DAYS = 730;

/** Tables whose children the seed writes by the ten thousand: their foreign keys are checked once, at the end. */
const BULK_PARENTS = ['customers', 'invoices', 'orders', 'articles', 'article_groups', 'debtor_groups', 'companies', 'financial_groups'];

/**
 * Indexes built once, after the load: the plain ones of the tables the seed fills by the ten thousand,
 * and the keys of the summaries rebuilt from them (no key or trigger reads those during the load).
 */
const DEFERRED: DeferredIndexes = {
  indexes: ['customers', 'contact_emails', 'invoices', 'invoice_lines', 'credits', 'orders', 'order_lines', 'reservations', 'notes', 'comments', 'web_visits', 'user_logs', 'customer_invoice_summary'],
  keys: ['invoice_lines', 'customer_invoice_summary', 'sales_days', 'sales_months', 'group_days', 'article_days', 'article_months'],
};

/**
 * Memory for the one-pass summary rebuild's grouping and the index builds: with the defaults (4 MB,
 * 64 MB) they sort and hash on disk in many passes. For this transaction only.
 */
const LOAD_SETTINGS = ["SET LOCAL work_mem = '256MB'", "SET LOCAL maintenance_work_mem = '512MB'"];

/** Each user's customers: those whose account-manager code (in that company) is one of the user's. */
function portfolios(users: readonly SeedUser[], customers: readonly SeedCustomer[]): Map<number, SeedCustomer[]> {
  const byCode = groupBy(customers, (c) => `${c.companyId}/${c.row.account_manager}`);
  return new Map(users.map((u) => [u.id, u.codes.flatMap(([company, code]) => byCode.get(`${company}/${code}`) ?? [])]));
}

/** Fills an empty, migrated database with deterministic demo data, in one transaction. */
export async function seed(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const root = new Random(options.seed);
  const calendar = new Calendar(options.today, HISTORY_DAYS);
  // argon2 is slow on purpose: hash the one demo password once and share it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = buildUsers(root.fork('users'), calendar);
  const managers = accountManagers(users);
  const articles = buildCatalog(root.fork('catalog'));
  const customers = buildCustomers(root.fork('customers'), calendar, options.customers, managers, options.fullHistory);
  const demo = (email: string) => users.find((u) => u.email === email)!;
  return db.transaction(async (tx) => {
    for (const setting of LOAD_SETTINGS) await tx.query(setting);
    return bulkLoad(tx, BULK_PARENTS, () => withIndexesDeferred(tx, DEFERRED, () => withSummariesRebuilt(tx, async () => {
      await insertCompanies(tx);
      await insertCatalog(tx, articles);
      await insertUsers(tx, users, passwordHash, calendar);
      await insertCustomers(tx, customers);
      await insertContactEmails(tx, root.fork('contacts'), customers);
      const invoices = await insertInvoices(tx, root.fork('invoices'), calendar, customers, articles);
      const orders = await insertOrders(tx, root.fork('orders'), calendar, customers, articles);
      await insertActivity(tx, root.fork('activity'), calendar, customers, managerNames(users));
      await insertUserActivity(tx, root.fork('user-activity'), calendar, users, customers);
      await insertPlatform(tx, root.fork('platform'), calendar);
      await insertLeads(tx, root.fork('leads'), calendar, users, managers, customers);
      await insertFavourites(tx, root.fork('favourites'), [demo('manager@demo.test'), demo('admin@demo.test')], managers);
      await insertTasks(tx, root.fork('tasks'), calendar, { users, portfolios: portfolios(users, customers), sales: invoices.sales, manager: demo('manager@demo.test') });
      const salesmen = managers.filter((m) => [1, 3, 4].includes(m.companyId)).map((m) => m.user);
      await insertVisits(tx, root.fork('visits'), calendar, customers, salesmen, [demo('sales@demo.test'), demo('manager@demo.test')]);
      await insertStock(tx, root.fork('stock'), articles);
      await insertOffers(tx, root.fork('offers'), calendar, articles, [demo('manager@demo.test'), demo('admin@demo.test'), demo('sales@demo.test')]);
      return {
        users: users.length,
        customers: customers.length,
        invoices: invoices.invoices,
        invoiceLines: invoices.lines,
        credits: invoices.credits,
        orders: orders.orders,
        reservations: orders.reservations,
      };
    })));
  });
}

import type { Queryable } from '../db/database';
import type { SeedCustomer } from './customers';
import { insertRows } from './insert';
import type { Random } from './prng';

interface ContactEmailRow {
  debnr: string;
  row_number: number;
  email: string;
}

const MAILBOXES = ['orders', 'boekhouding', 'administratie', 'comptabilite', 'buchhaltung', 'accounts', 'inkoop', 'manager'];

/** About 40% of customers have one to three extra contact e-mail addresses (wholesale screen). */
export async function insertContactEmails(db: Queryable, rng: Random, customers: readonly SeedCustomer[]): Promise<void> {
  const rows: ContactEmailRow[] = [];
  for (const customer of customers) {
    if (!rng.chance(0.4)) continue;
    const domain = customer.row.email.split('@')[1];
    rng.sample(MAILBOXES, rng.int(1, 3)).forEach((box, i) => rows.push({ debnr: customer.row.debnr, row_number: i + 1, email: `${box}@${domain}` }));
  }
  await insertRows(db, 'contact_emails', { debnr: 'text', row_number: 'int', email: 'text' }, rows);
}

import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { SeedCustomer } from './customers';
import { BulkWriter, flushInOrder } from './insert';
import type { Random } from './prng';

interface NoteRow {
  debnr: string;
  username: string;
  place_date: string;
  memo: string;
}

interface CommentRow {
  debnr: string;
  title: string;
  type: number;
  memo: string;
  name: string;
  regdat: number;
}

interface WebVisitRow {
  debnr: string;
  logtime: string;
  pages_visited: number;
  bought: boolean;
}

interface SentConfirmationRow {
  debnr: string;
  email: string;
  confirmation_date: string;
  review_date: string | null;
}

const NOTE_MEMOS = [
  'Klant belde: levering van vanochtend was compleet, complimenten voor de kwaliteit.',
  'Wil volgende week extra rozen voor een bruiloft, graag terugbellen.',
  'Klacht over beschadigde planten in de laatste levering, foto\'s volgen per mail.',
  'Vraagt naar de nieuwe voorjaarscollectie en prijzen voor Moederdag.',
  'Client demande un rappel pour la commande de la semaine prochaine.',
  'Kunde möchte die Liefertage ändern, bitte zurückrufen.',
  'Customer asked for a quote for a large event order in September.',
  'Betaalherinnering besproken, klant betaalt deze week.',
  'Nieuwe eigenaar sinds deze maand, contactgegevens bijwerken.',
];

/** How many comments a customer has over the two years, by weight. */
const COMMENT_COUNTS: readonly (readonly [number, number])[] = [[0, 45], [1, 30], [2, 15], [3, 10]];

/** Comment types: 1 call, 2 visit, 3 delivery, 4 filling; tenant 4 also 5 fair, 6 mail, 7 webshop. */
const COMMENTS: Record<number, readonly (readonly [string, string])[]> = {
  1: [['Telefoongesprek', 'Klant gebeld over de bestellingen van deze maand; tevreden.'], ['Nabellen', 'Geen gehoor, morgen opnieuw proberen.']],
  2: [['Bezoek', 'Winkel bezocht, nieuwe presentatie van planten besproken.'], ['Bezoek showroom', 'Klant kwam met twee medewerkers naar de showroom.']],
  3: [['Levering', 'Levering te laat door file, klant geïnformeerd.'], ['Levering', 'Chauffeur meldt dat de achteringang verbouwd wordt.']],
  4: [['Vulling', 'Schappen aangevuld, voorraad voor het weekend is op peil.'], ['Vulling', 'Vullingsschema aangepast naar dinsdag en vrijdag.']],
  5: [['Beurs', 'Gesproken op de vakbeurs, interesse in kerstdecoratie.']],
  6: [['Mail', 'Offerte voor evenementdecoratie gemaild.']],
  7: [['Webshop', 'Uitleg gegeven over bestellen via de webshop.']],
};

/**
 * What happened around the customers: inbox notes of the last 60 days (about 2 per 10 customers),
 * comments over two years, webshop visits of the last 90 days and, for tenant 4, sent order
 * confirmations. Route openings start empty: managers make them in the app.
 */
export async function insertActivity(db: Queryable, rng: Random, calendar: Calendar, customers: readonly SeedCustomer[], managerNames: ReadonlyMap<string, string>): Promise<void> {
  const notes = new BulkWriter<NoteRow>(db, 'notes', { debnr: 'text', username: 'text', place_date: 'timestamptz', memo: 'text' });
  const comments = new BulkWriter<CommentRow>(db, 'comments', { debnr: 'text', title: 'text', type: 'int', memo: 'text', name: 'text', regdat: 'bigint' });
  const visits = new BulkWriter<WebVisitRow>(db, 'web_visits', { debnr: 'text', logtime: 'timestamptz', pages_visited: 'int', bought: 'bool' });
  const confirmations = new BulkWriter<SentConfirmationRow>(db, 'sent_confirmations', { debnr: 'text', email: 'text', confirmation_date: 'date', review_date: 'date' });
  const writers = [notes, comments, visits, confirmations];
  const fallbackNames = [...managerNames.values()];
  for (const customer of customers) {
    const { debnr, account_manager: code } = customer.row;
    const author = () => (code !== null ? managerNames.get(`${customer.companyId}/${code}`) : undefined) ?? rng.pick(fallbackNames);
    const businessMinute = () => rng.int(7 * 60, 18 * 60);
    // The long tail is written about, and visits the webshop, a tenth as often.
    const often = customer.tail ? 0.1 : 1;
    if (rng.chance(0.2 * often)) notes.push({ debnr, username: author(), place_date: calendar.pastTimestamp(calendar.today - rng.int(0, 59), businessMinute()), memo: rng.pick(NOTE_MEMOS) });
    const maxType = customer.companyId === 4 ? 7 : 4;
    for (let n = customer.tail ? Number(rng.chance(often)) : rng.weighted(COMMENT_COUNTS); n > 0; n--) {
      const type = rng.int(1, maxType);
      const [title, memo] = rng.pick(COMMENTS[type]);
      const day = Math.max(customer.createdDay, calendar.today - rng.int(0, 730));
      comments.push({ debnr, title, type, memo, name: author(), regdat: Date.parse(calendar.pastTimestamp(day, businessMinute())) / 1000 });
    }
    if (customer.row.inet_check && !customer.row.inactive && (!customer.tail || rng.chance(often))) {
      for (let n = Math.round(customer.onlineShare * rng.int(0, 24)); n > 0; n--) {
        visits.push({
          debnr,
          logtime: calendar.pastTimestamp(calendar.today - rng.int(0, 89), rng.int(5 * 60, 22 * 60)),
          pages_visited: rng.int(1, 40),
          bought: rng.chance(0.3 + customer.onlineShare * 0.4),
        });
      }
    }
    if (customer.companyId === 4 && (!customer.tail || rng.chance(often))) {
      for (let n = rng.int(0, 3); n > 0; n--) {
        const day = calendar.today - rng.int(0, 60);
        confirmations.push({
          debnr,
          email: customer.row.email,
          confirmation_date: calendar.iso(day),
          review_date: rng.chance(0.3) ? null : calendar.iso(Math.min(day + rng.int(1, 7), calendar.today)),
        });
      }
    }
    await flushInOrder(writers);
  }
  await flushInOrder(writers, true);
}

import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { Article } from './catalog';
import { insertRows } from './insert';
import type { Random } from './prng';
import type { SeedUser } from './users';

/** The billing system's markings: [name, id among stock lots (Voorraad), id among order lists (Bestellijst)]; 4, the new-offer default, is Aanbieding in both. */
const MARKINGS = [
  ['Aanbieding', 4, 4],
  ['Superdeal', 5, 11],
  ['Interessant', 6, 12],
  ['Exclusive', 7, 13],
  ['Plant World', 8, 14],
  ['Nieuw binnen', 9, 15],
] as const;

/** [title, type, devisie, marking (a name of MARKINGS, or of the SOAP list for a SOAP offer), company, SOAP connection, A/B test, enabled]. */
const OFFERS = [
  ['Weekaanbieding rozen', 'BESTEL', 'Bloemen', 'Aanbieding', 1, false, false, true],
  ['Voorraad planten deze week', 'PARTIJ', 'Planten', 'Superdeal', 1, false, true, true],
  ['Moederdag specials', 'BESTEL', 'Bloemen', 'Interessant', 3, false, false, true],
  ['Deco najaarscollectie', 'PARTIJ', 'Deco', 'EXKLUSIV', 4, true, false, true],
  ['Offres de la semaine', 'BESTEL', 'Fleurs', 'Aanbieding', 2, false, false, true],
  ['Kerstgroen (vorig seizoen)', 'PARTIJ', 'Planten', 'Plant World', 8, false, false, false],
] as const;

const GROUP_COLOURS: Record<string, string> = { FLOWERS: '#c2185b', PLANTS: '#2e7d32' };

/**
 * A product photo the demo can show without an image server: a tile in the article group's colour
 * with the article's initials (the article photo stays a path, the fallback the send page tries next).
 */
function photoTile(article: Article): string {
  const initials = article.artTxt.split(' ').slice(0, 2).map((word) => word[0]).join('').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="8" fill="${GROUP_COLOURS[article.group] ?? '#6d4c41'}"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What product_type holds: a SOAP offer the marking's name, otherwise its id in the offer type's list. */
function markingOf(name: string, type: 'BESTEL' | 'PARTIJ', soap: boolean): string {
  if (soap) return name;
  const [, voorraadId, bestelId] = MARKINGS.find(([n]) => n === name)!;
  return String(type === 'PARTIJ' ? voorraadId : bestelId);
}

/**
 * Special offers (Bestellijst and Voorraad) with their products, which users may send them, and a
 * send log over the last 90 days.
 */
export async function insertOffers(db: Queryable, rng: Random, calendar: Calendar, articles: readonly Article[], senders: readonly SeedUser[]): Promise<void> {
  await insertRows(db, 'offer_markings', { name: 'text', voorraad_id: 'int', bestel_id: 'int' }, MARKINGS.map(([name, voorraad_id, bestel_id]) => ({ name, voorraad_id, bestel_id })));
  const offers = OFFERS.map(([title, type, devisie, marking, companyId, soap, ab, enabled], i) => ({
    id: i + 1,
    title,
    type,
    devisie,
    sub_lijst: type === 'BESTEL' ? `SL${rng.int(10, 99)}` : '',
    product_type: markingOf(marking, type, soap),
    list_id: 100 + i * 7,
    company_id: companyId,
    brevo_id: `brevo-${companyId}`,
    group_code: rng.chance(0.5) ? `${companyId}01` : '0',
    template_id: String(rng.int(10, 60)),
    sender_email: `aanbiedingen@company${companyId}.example`,
    sender_name: 'Verkoop binnendienst',
    email_subject: `${title} - alleen deze week`,
    email_subject_b: ab ? `Nu scherp geprijsd: ${title.toLowerCase()}` : '',
    ab_testing: ab,
    absplit_rule: ab ? '20%' : '',
    abwinner_delay: ab ? '4' : '',
    enabled,
    s_vink: type === 'BESTEL' && rng.chance(0.3),
    sublijst_products: type === 'BESTEL' && !soap,
    max_products: rng.pick([5, 5, 8, 10]),
    bestel_debiteur: type === 'BESTEL' && !soap ? String(rng.int(100000, 199999)) : '',
    connection_type: soap ? 'SOAP' : 'SQL',
    soap_debnr: soap ? String(rng.int(100000, 199999)) : '',
    soap_password: soap ? `soap${rng.digits(6)}` : '',
  }));
  await insertRows(db, 'special_offers', {
    id: 'bigint', title: 'text', type: 'text', devisie: 'text', sub_lijst: 'text', product_type: 'text', list_id: 'int', company_id: 'int', brevo_id: 'text',
    group_code: 'text', template_id: 'text', sender_email: 'text', sender_name: 'text', email_subject: 'text', email_subject_b: 'text', ab_testing: 'bool',
    absplit_rule: 'text', abwinner_delay: 'text', enabled: 'bool', s_vink: 'bool', sublijst_products: 'bool', max_products: 'int', bestel_debiteur: 'text',
    connection_type: 'text', soap_debnr: 'text', soap_password: 'text',
  }, offers);
  await db.query(`SELECT setval('special_offers_id_seq', (SELECT max(id) FROM special_offers))`);
  const products = offers.flatMap((offer) =>
    rng.sample(articles.filter((a) => (offer.devisie === 'Planten' ? a.group === 'PLANTS' : a.group !== 'PLANTS')), rng.int(3, 8)).map((article) => ({
      special_offer_id: offer.id,
      product_number: article.artnr,
      partij_number: `P${rng.digits(7)}`,
      text: article.artTxt,
      amount: article.group === 'FLOWERS' ? rng.pick([10, 20, 50]) : rng.pick([1, 6, 12]),
      price: Math.round(article.unitPrice * (0.8 + rng.next() * 0.15) * 100) / 100,
      photo_url: photoTile(article),
      artikel_photo: `/img/articles/${article.artnr}_1.jpg`,
      product_length: article.group === 'FLOWERS' ? String(rng.pick([50, 60, 70])) : '',
    })),
  );
  await insertRows(db, 'special_offer_products', {
    special_offer_id: 'bigint', product_number: 'text', partij_number: 'text', text: 'text', amount: 'int', price: 'numeric', photo_url: 'text', artikel_photo: 'text', product_length: 'text',
  }, products);
  await insertRows(
    db,
    'special_offer_access',
    { special_offer_id: 'bigint', azure_id: 'uuid' },
    offers.flatMap((offer) => senders.filter((_, i) => i === 0 || rng.chance(0.6)).map((user) => ({ special_offer_id: offer.id, azure_id: user.azureId }))),
  );
  const logs = Array.from({ length: 15 }, () => {
    const offer = rng.pick(offers.filter((o) => o.enabled));
    const created = rng.chance(0.9);
    return { special_offer_id: offer.id, special_offer_name: offer.title, user_name: rng.pick(senders).name, created_campaign: created, sent_campaign: created && rng.chance(0.85), create_date: calendar.timestamp(calendar.today - rng.int(1, 90), rng.int(8 * 60, 17 * 60)) };
  }).sort((a, b) => a.create_date.localeCompare(b.create_date));
  await insertRows(db, 'special_offer_logs', { special_offer_id: 'bigint', special_offer_name: 'text', user_name: 'text', created_campaign: 'bool', sent_campaign: 'bool', create_date: 'timestamptz' }, logs);
}

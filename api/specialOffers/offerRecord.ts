import type { Currency, OfferProduct, OfferRecipient, SendableOffer, SpecialOffer, SpecialOfferDraft } from '../../schemas/entities/specialOffer';
import { OFFER_MESSAGES, allPricesOf } from '../../schemas/entities/specialOffer';
import { holdsAny } from '../../schemas/roles';
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/errors';

/**
 * An offer's answer, the spec's field names over special_offers (alias `o`). The group code is kept
 * as text ('' for none) and answered as the spec's number (null for none).
 */
const OFFER_COLUMNS = `
  o.id::int AS id, o.version, o.title, o.type, o.devisie, o.sub_lijst AS "subLijst", o.product_type AS "productType",
  o.list_id AS "listId", o.company_id AS "companyId", o.brevo_id AS "brevoId",
  CASE WHEN o.group_code ~ '^[0-9]{1,10}$' THEN o.group_code::int8 END AS "groupCode",
  o.template_id AS "templateId", o.sender_email AS "senderEmail", o.sender_name AS "senderName",
  o.email_subject AS "emailSubject", o.email_subject_b AS "emailSubjectB", o.ab_testing AS "abTesting",
  o.absplit_rule AS "absplitRule", o.abwinner_delay AS "abwinnerDelay", o.enabled, o.s_vink, o.sublijst_products AS "sublijstProducts",
  o.max_products AS "maxProducts", o.bestel_debiteur AS "bestelDebiteur", o.connection_type AS "connectionType",
  o.soap_debnr AS "soapDebnr", o.soap_password AS "soapPassword"`;

/** The columns a draft writes, in the order of draftValues. */
export const DRAFT_COLUMNS = [
  'title', 'type', 'devisie', 'sub_lijst', 'product_type', 'list_id', 'company_id', 'brevo_id', 'group_code', 'template_id', 'sender_email',
  'sender_name', 'email_subject', 'email_subject_b', 'ab_testing', 'absplit_rule', 'abwinner_delay', 'enabled', 's_vink', 'sublijst_products',
  'max_products', 'bestel_debiteur', 'connection_type', 'soap_debnr', 'soap_password',
] as const;

/** The stored text of a group code: '' for none. */
export const groupCodeText = (groupCode: number | null): string => (groupCode === null ? '' : String(groupCode));

export function draftValues(d: SpecialOfferDraft): unknown[] {
  return [
    d.title, d.type, d.devisie, d.subLijst, d.productType, d.listId, d.companyId, d.brevoId, groupCodeText(d.groupCode), d.templateId, d.senderEmail,
    d.senderName, d.emailSubject, d.emailSubjectB, d.abTesting, d.absplitRule, d.abwinnerDelay, d.enabled, d.s_vink, d.sublijstProducts,
    d.maxProducts, d.bestelDebiteur, d.connectionType, d.soapDebnr, d.soapPassword,
  ];
}

/** Every offer, for the manage table (enabled first, then by title). */
export function allOffers(q: Queryable): Promise<SpecialOffer[]> {
  return q.query<SpecialOffer>(`SELECT ${OFFER_COLUMNS} FROM special_offers o ORDER BY o.enabled DESC, o.title, o.id`);
}

/** One offer, else 404. */
export async function offerOf(q: Queryable, id: number, lock = false): Promise<SpecialOffer> {
  const [offer] = await q.query<SpecialOffer>(`SELECT ${OFFER_COLUMNS} FROM special_offers o WHERE o.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!offer) throw notFound(OFFER_MESSAGES.notFound);
  return offer;
}

/** The enabled offers the caller may send (an access row each), for the send page. */
export function sendableOffers(q: Queryable, azureId: string): Promise<SpecialOffer[]> {
  return q.query<SpecialOffer>(
    `SELECT ${OFFER_COLUMNS} FROM special_offers o
      WHERE o.enabled AND EXISTS (SELECT 1 FROM special_offer_access a WHERE a.special_offer_id = o.id AND a.azure_id = $1)
      ORDER BY o.title, o.id`,
    [azureId],
  );
}

/** An enabled offer the caller may send; 404 when it is gone or disabled, 403 without an access row. */
export async function sendableOffer(q: Queryable, azureId: string, id: number): Promise<SpecialOffer> {
  const offer = await offerOf(q, id);
  if (!offer.enabled) throw notFound(OFFER_MESSAGES.notFound);
  const [access] = await q.query('SELECT 1 FROM special_offer_access WHERE special_offer_id = $1 AND azure_id = $2', [id, azureId]);
  if (!access) throw forbidden(OFFER_MESSAGES.noAccess);
  return offer;
}

export function currencies(q: Queryable): Promise<Currency[]> {
  return q.query<Currency>('SELECT code, koers::float8 AS koers FROM currencies ORDER BY code');
}

/** An offer's products (at most its maxProducts), each priced in every currency by the server. */
export async function offerProducts(q: Queryable, offer: Pick<SpecialOffer, 'id' | 'maxProducts'>): Promise<OfferProduct[]> {
  const [rows, rates] = await Promise.all([
    q.query<Omit<OfferProduct, 'allPrices'>>(
      `SELECT product_number AS "productNumber", partij_number AS "partijNumber", text, amount, price::float8 AS price,
              photo_url AS "photoUrl", artikel_photo AS "artikelPhoto", product_length AS "productLength"
         FROM special_offer_products WHERE special_offer_id = $1 ORDER BY id LIMIT $2`,
      [offer.id, offer.maxProducts],
    ),
    currencies(q),
  ]);
  return rows.map((p) => ({ ...p, allPrices: allPricesOf(p.price, rates) }));
}

/**
 * The customers an offer goes to: active customers of the offer's company with an email, of its
 * debtor group when it names one (group code 0: the whole company), without a delivery stop; for
 * a Bestellijst offer with "Debiter S Vink", only customers who order online (inet_check).
 */
export function offerRecipients(q: Queryable, offer: Pick<SpecialOffer, 'companyId' | 'groupCode' | 's_vink' | 'type'>): Promise<OfferRecipient[]> {
  return q.query<OfferRecipient>(
    `SELECT debnr, name, lower(trim(email)) AS email FROM customers
      WHERE company_id = $1 AND NOT inactive AND NOT lev_stop AND email LIKE '%_@_%'
        AND ($2 = '0' OR $2 = '' OR group_code = $2) AND (NOT $3 OR inet_check)
      ORDER BY debnr`,
    [offer.companyId, groupCodeText(offer.groupCode), offer.type === 'BESTEL' && offer.s_vink],
  );
}

/** An offer as this caller may read it: the SOAP password only for editors (senders send, they never need it). */
export function offerSeenBy(roles: readonly string[], offer: SpecialOffer): SendableOffer {
  if (holdsAny(roles, ['iCRMSpecialOfferEdit'])) return offer;
  const { soapPassword: _secret, ...shown } = offer;
  return shown;
}

/** What an offer's history shows of it (never the SOAP password). */
export function offerHistoryView(offer: SpecialOffer): Record<string, unknown> {
  const { id: _id, version: _version, soapPassword: _password, products: _products, ...shown } = offer;
  return shown;
}

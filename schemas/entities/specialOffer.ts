import { z } from 'zod';
import { DEBNR_MAX_LENGTH, INPUT_MAX_LENGTH } from '../constants';

/** Offer types (spec part 2 §3): BESTEL is shown as Bestellijst, PARTIJ as Voorraad. */
export const OFFER_TYPES = ['BESTEL', 'PARTIJ'] as const;
export const CONNECTION_TYPES = ['SQL', 'SOAP'] as const;

/** Limits of spec part 2 §5 and §9. */
export const OFFER_LIMITS = {
  productType: 20,
  abwinnerDelayChars: 3,
  abwinnerDelayHours: 168,
  maxProductsDefault: 5,
  /** Brevo's list calls take at most this many emails each. */
  listBatch: 150,
  /** The send flow's progress: 200 ms steps, about 14 per batch of the list sync. */
  progressStepMs: 200,
  progressStepsPerBatch: 14,
} as const;

/** The marking choices of a SOAP offer (spec part 2 §5): value and the label shown. */
export const SOAP_MARKINGS = [
  { value: 'Angebot', label: 'Aanbieding' },
  { value: 'EXKLUSIV', label: 'Exclusive' },
  { value: 'Interessant', label: 'Interessant' },
  { value: 'Superdeal', label: 'Superdeal' },
  { value: 'Plant World', label: 'Plant World' },
] as const;

export { OFFER_MESSAGES } from './specialOfferTexts';

/** A split rule as the form takes it: a test group size like 20% (Brevo takes 1 to 50). */
const SPLIT_RULE = /^([1-9]|[1-4]\d|50)%$/;

const text = (max = INPUT_MAX_LENGTH) => z.string().trim().max(max);

/** A line break in a mail header (subject, sender name) would start a header of its own: refused, before trimming. */
export const HEADER_LINE_BREAK = 'must not contain line breaks';
const headerText = (max: number) => z.string().regex(/^[^\r\n]*$/, HEADER_LINE_BREAK).trim().max(max);

/** The largest debtor group code (10 digits). */
const GROUP_CODE_MAX = 9_999_999_999;

/** An offer product as the api answers it; allPrices is the price per currency code (price × 100 / koers). */
export const OfferProduct = z.object({
  productNumber: z.string(),
  partijNumber: z.string(),
  text: z.string(),
  amount: z.number().int(),
  price: z.number(),
  photoUrl: z.string(),
  artikelPhoto: z.string(),
  productLength: z.string(),
  allPrices: z.record(z.string(), z.number()),
});
export type OfferProduct = z.infer<typeof OfferProduct>;

/**
 * The fields of an offer the forms send (spec part 2 §3). Only the shape is checked here; which
 * fields must be filled depends on add or edit (offerRules), checked by the form and the api alike.
 */
export const SpecialOfferDraft = z.object({
  title: text(100),
  type: z.enum(OFFER_TYPES),
  devisie: text(),
  subLijst: text().default(''),
  productType: text(OFFER_LIMITS.productType).default('4'),
  listId: z.coerce.number().int().min(0).max(2_147_483_647),
  companyId: z.number().int().positive(),
  brevoId: text().default(''),
  /** Numeric as spec part 2 §3 gives it, null when none; 0 is the whole company. */
  groupCode: z.number().int().min(0).max(GROUP_CODE_MAX).nullable().default(0),
  templateId: z.string().trim().regex(/^\d{0,10}$/, 'must be a number').default(''),
  senderEmail: z.union([z.literal(''), z.email().max(100)]),
  senderName: headerText(100).default(''),
  emailSubject: headerText(200),
  emailSubjectB: headerText(200).default(''),
  abTesting: z.boolean().default(false),
  absplitRule: z.string().trim().max(3).default(''),
  abwinnerDelay: z.string().trim().max(OFFER_LIMITS.abwinnerDelayChars).default(''),
  enabled: z.boolean().default(true),
  s_vink: z.boolean().default(false),
  sublijstProducts: z.boolean().default(false),
  maxProducts: z.number().int().min(0).max(100),
  bestelDebiteur: text(DEBNR_MAX_LENGTH).default(''),
  connectionType: z.enum(CONNECTION_TYPES).default('SQL'),
  soapDebnr: text(DEBNR_MAX_LENGTH).default(''),
  soapPassword: text().default(''),
});
export type SpecialOfferDraft = z.infer<typeof SpecialOfferDraft>;

/** An offer as the api answers it. */
export const SpecialOffer = SpecialOfferDraft.extend({
  id: z.number().int(),
  version: z.number().int(),
  /** The offer's products (GetSpecialOffersWithProducts only). */
  products: z.array(OfferProduct).optional(),
});
export type SpecialOffer = z.infer<typeof SpecialOffer>;

/** An offer on the send page: the SOAP password (a billing-system secret) reaches editors only. */
export const SendableOffer = SpecialOffer.extend({ soapPassword: z.string().optional() });
export type SendableOffer = z.infer<typeof SendableOffer>;

/** New-offer defaults (spec part 2 §3). */
export const NEW_OFFER: Partial<SpecialOfferDraft> = {
  type: 'BESTEL',
  productType: '4',
  groupCode: 0,
  companyId: 1,
  enabled: true,
  s_vink: false,
  sublijstProducts: false,
  maxProducts: OFFER_LIMITS.maxProductsDefault,
  connectionType: 'SQL',
};

export type OfferErrors = Partial<Record<keyof SpecialOfferDraft, string>>;

/** Fields where 0 is a value (group code 0: the whole company), not an empty input. */
const ZERO_IS_VALUE: ReadonlySet<keyof SpecialOfferDraft> = new Set(['groupCode']);

const filled = (field: keyof SpecialOfferDraft, value: unknown) =>
  typeof value === 'number' ? value > 0 || ZERO_IS_VALUE.has(field) : typeof value === 'string' ? value.trim() !== '' : value != null;

/** The fields a save needs (spec part 2 §5): an add and an edit ask for different ones. */
const REQUIRED: Record<'add' | 'edit', readonly (keyof SpecialOfferDraft)[]> = {
  add: ['title', 'type', 'devisie', 'listId', 'groupCode', 'templateId', 'senderEmail', 'emailSubject', 'maxProducts'],
  edit: ['title', 'type', 'devisie', 'productType', 'listId', 'senderEmail', 'emailSubject'],
};

/**
 * The save rules of spec part 2 §5, for the form and the api: required fields per mode, and the
 * A/B and SOAP fields only when they apply (winner delay at most 168 hours, split rule like 20%).
 */
export function offerErrors(offer: Partial<SpecialOfferDraft>, mode: 'add' | 'edit'): OfferErrors {
  const errors: OfferErrors = {};
  for (const field of REQUIRED[mode]) if (!filled(field, offer[field])) errors[field] = 'is required';
  if (offer.abTesting) {
    if (!filled('emailSubjectB', offer.emailSubjectB)) errors.emailSubjectB = 'is required';
    if (!SPLIT_RULE.test(offer.absplitRule ?? '')) errors.absplitRule = 'must be a size like 20%';
    const delay = Number(offer.abwinnerDelay);
    if (!/^\d{1,3}$/.test(offer.abwinnerDelay ?? '') || delay < 1 || delay > OFFER_LIMITS.abwinnerDelayHours) errors.abwinnerDelay = 'must be 1 to 168 hours';
  }
  if (offer.connectionType === 'SOAP' && !filled('soapDebnr', offer.soapDebnr)) errors.soapDebnr = 'is required';
  return errors;
}

/** Price per currency (spec part 2 §9): price × 100 / koers, 2 decimals. */
export function priceIn(price: number, koers: number): number {
  return Math.round(((price * 100) / koers) * 100) / 100;
}

/** A product's allPrices: its price in every currency of getvalutas. */
export function allPricesOf(price: number, currencies: readonly Currency[]): Record<string, number> {
  return Object.fromEntries(currencies.map((c) => [c.code, priceIn(price, c.koers)]));
}

/** A user of the access table: specialOfferId is the offer's id when the user has access, 0 when not. */
export const OfferUserAccess = z.object({ id: z.string(), name: z.string(), email: z.string(), specialOfferId: z.number().int() });
export type OfferUserAccess = z.infer<typeof OfferUserAccess>;

export const OfferAccessChange = z.object({ specialOfferId: z.number().int().positive(), azureId: z.uuid(), canAccess: z.boolean() });

export const MarkingOption = z.object({
  name: z.string(),
  voorraad_id: z.number(),
  bestel_id: z.number(),
});
export type MarkingOption = z.infer<typeof MarkingOption>;

export const Currency = z.object({
  code: z.string(),
  koers: z.number(),
});
export type Currency = z.infer<typeof Currency>;

export const OfferLog = z.object({
  id: z.number(),
  specialOfferName: z.string(),
  userName: z.string(),
  createdCampaign: z.boolean(),
  sentCampaign: z.boolean(),
  createDate: z.string(),
});
export type OfferLog = z.infer<typeof OfferLog>;

export const ProviderStatus = z.object({
  currentStatus: z.string(),
  title: z.string(),
  startDate: z.string(),
  details: z.string(),
});
export type ProviderStatus = z.infer<typeof ProviderStatus>;

/** A customer the offer goes to (GetEmailsForSpecialOffer, RemoveAndAddUsersToSendinblueList). */
export const OfferRecipient = z.object({
  debnr: z.string(),
  name: z.string(),
  email: z.string(),
});
export type OfferRecipient = z.infer<typeof OfferRecipient>;

/** The answer of a campaign call: 200 sent, 201 created only; the message is the banner's text. */
export const CampaignAnswer = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
  campaignId: z.number().nullable(),
});
export type CampaignAnswer = z.infer<typeof CampaignAnswer>;

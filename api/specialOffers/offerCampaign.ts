import type { OfferProduct, SpecialOffer } from '../../schemas/entities/specialOffer';
import { OFFER_MESSAGES } from '../../schemas/entities/specialOffer';
import type { CampaignDraft, MarketingAnswer } from '../adapters/marketing';
import { HttpError, badRequest } from '../http/errors';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euro = (price: number) => `€ ${price.toFixed(2)}`;

/** The product table of a campaign without a provider template: image, text, packaging amount, price in euro. */
export function productHtml(offer: Pick<SpecialOffer, 'title'>, products: readonly OfferProduct[]): string {
  const rows = products
    .map(
      (p) =>
        `<tr><td><img src="${escapeHtml(p.photoUrl || p.artikelPhoto)}" alt="" width="96"></td><td>${escapeHtml(p.text)}</td>` +
        `<td>${p.amount}</td><td>${euro(p.price)}</td></tr>`,
    )
    .join('');
  return `<!DOCTYPE html><html><body><h1>${escapeHtml(offer.title)}</h1><table>${rows}</table></body></html>`;
}

/**
 * The campaign of an offer: its sender, subject (and the B subject of an A/B test) and list; the
 * provider's template filled with the products when the offer names one, else the rendered table.
 * Prices come from the server's own figures, never from the request.
 */
export function campaignOf(offer: SpecialOffer, products: readonly OfferProduct[], today: string): CampaignDraft {
  if (!offer.senderEmail) throw badRequest(OFFER_MESSAGES.missingSender);
  if (!offer.emailSubject) throw badRequest(OFFER_MESSAGES.missingSubject);
  const templateId = Number(offer.templateId);
  return {
    name: `${offer.title} ${today}`,
    subject: offer.emailSubject,
    sender: { name: offer.senderName || offer.senderEmail, email: offer.senderEmail },
    listId: offer.listId,
    ...(templateId > 0
      ? { templateId, params: { title: offer.title, products: products.map(({ text, amount, price, allPrices, photoUrl, artikelPhoto }) => ({ text, amount, price, prices: allPrices, image: photoUrl || artikelPhoto })) } }
      : { htmlContent: productHtml(offer, products) }),
    ...(offer.abTesting
      ? { abTest: { subjectB: offer.emailSubjectB, splitRule: Number.parseInt(offer.absplitRule, 10), winnerDelay: Number(offer.abwinnerDelay) } }
      : {}),
  };
}

/**
 * A provider refusal as the send page shows it (spec part 2 §8): 400 and 404 with the provider's
 * message; anything else is the provider's fault, 502 with 'Something went wrong!' (the page shows
 * that text for every 5xx, as the spec's 500).
 */
export function providerError(answer: MarketingAnswer): HttpError {
  if (answer.status === 400 || answer.status === 404) return new HttpError(answer.status, answer.message ?? OFFER_MESSAGES.failed);
  return new HttpError(502, OFFER_MESSAGES.failed);
}

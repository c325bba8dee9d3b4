import { useEffect, useRef, useState } from 'react';
import type { HttpError } from 'react-admin';
import { call, callWithStatus } from '../../dataProvider';
import { OFFER_LIMITS, allPricesOf, type Currency, type SendableOffer } from '../../schemas/entities/specialOffer';

/** Where a card's send is (spec part 2 §4): idle, syncing the list (indeterminate), progress (percent), finished with a banner. */
export type SendState =
  | { phase: 'idle' }
  | { phase: 'syncing' }
  | { phase: 'progress'; percent: number }
  | { phase: 'finished'; severity: 'success' | 'error'; text: string; translate: boolean };

/** The progress steps a list of this many customers gets: about 14 per batch of the list sync. */
export function progressSteps(customers: number): number {
  return Math.max(1, Math.ceil(customers / OFFER_LIMITS.listBatch)) * OFFER_LIMITS.progressStepsPerBatch;
}

/**
 * A refused call as the banner shows it: 400 and 404 the server's message; 409 (our api: a send of
 * this offer is running already) says so; anything else 'Something went wrong!'.
 */
export function failureBanner(error: unknown): Extract<SendState, { phase: 'finished' }> {
  const { status, message } = error as HttpError;
  if (status === 400 || status === 404) return { phase: 'finished', severity: 'error', text: message, translate: false };
  return { phase: 'finished', severity: 'error', text: status === 409 ? 'specialOffers.alreadySending' : 'specialOffers.failed', translate: true };
}

/** CreateCampaignPromo's body as spec part 2 §4 sends it: the offer, each product with its price in every currency of getvalutas. */
export function campaignBody(offer: SendableOffer, currencies: readonly Currency[]): SendableOffer {
  return { ...offer, products: (offer.products ?? []).map((p) => ({ ...p, allPrices: allPricesOf(p.price, currencies) })) };
}

/** The banner of a campaign answer: 200 sent, 201 created. */
export function campaignBanner(status: number): Extract<SendState, { phase: 'finished' }> {
  return { phase: 'finished', severity: 'success', text: status === 200 ? 'specialOffers.sent' : 'specialOffers.created', translate: true };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One card's send: the offer list refilled first (its length drives the progress), the progress
 * animated in 200 ms steps, then the campaign created and sent with the prices per currency; the
 * answer ends in a banner. Each write carries an Idempotency-Key of this send, so a repeated request
 * (a retry after a refreshed token, a flaky network) never makes a second campaign.
 */
export function useSendFlow(offer: SendableOffer) {
  const [state, setState] = useState<SendState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const set = (next: SendState) => mounted.current && setState(next);

  const send = async () => {
    set({ phase: 'syncing' });
    const keys = { list: crypto.randomUUID(), campaign: crypto.randomUUID() };
    try {
      const customers = await call('POST specialoffer/RemoveAndAddUsersToSendinblueList', { body: offer, idempotencyKey: keys.list });
      const steps = progressSteps(customers.length);
      for (let step = 1; step <= steps && mounted.current; step++) {
        await wait(OFFER_LIMITS.progressStepMs);
        set({ phase: 'progress', percent: Math.round((step / steps) * 100) });
      }
      const currencies = await call('GET specialoffer/getvalutas');
      const { status } = await callWithStatus('POST specialOffer/CreateCampaignPromo', { body: campaignBody(offer, currencies), idempotencyKey: keys.campaign });
      set(campaignBanner(status));
    } catch (error) {
      set(failureBanner(error));
    }
  };

  return { state, send, setState: set };
}

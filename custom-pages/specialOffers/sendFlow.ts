import { useEffect, useRef, useState } from 'react';
import type { HttpError } from 'react-admin';
import { call, callWithStatus } from '../../dataProvider';
import { OFFER_LIMITS, type SpecialOffer } from '../../schemas/entities/specialOffer';

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

/** A refused call as the banner shows it: 400 and 404 the server's message, anything else 'Something went wrong!'. */
export function failureBanner(error: unknown): Extract<SendState, { phase: 'finished' }> {
  const { status, message } = error as HttpError;
  return status === 400 || status === 404
    ? { phase: 'finished', severity: 'error', text: message, translate: false }
    : { phase: 'finished', severity: 'error', text: 'specialOffers.failed', translate: true };
}

/** The banner of a campaign answer: 200 sent, 201 created. */
export function campaignBanner(status: number): Extract<SendState, { phase: 'finished' }> {
  return { phase: 'finished', severity: 'success', text: status === 200 ? 'specialOffers.sent' : 'specialOffers.created', translate: true };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One card's send: the offer list refilled first (its length drives the progress), the progress
 * animated in 200 ms steps, then the campaign created and sent; the answer ends in a banner.
 */
export function useSendFlow(offer: SpecialOffer) {
  const [state, setState] = useState<SendState>({ phase: 'idle' });
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const set = (next: SendState) => mounted.current && setState(next);

  const send = async () => {
    set({ phase: 'syncing' });
    try {
      const customers = await call('POST specialoffer/RemoveAndAddUsersToSendinblueList', { body: offer });
      const steps = progressSteps(customers.length);
      for (let step = 1; step <= steps && mounted.current; step++) {
        await wait(OFFER_LIMITS.progressStepMs);
        set({ phase: 'progress', percent: Math.round((step / steps) * 100) });
      }
      const { status } = await callWithStatus('POST specialOffer/CreateCampaignPromo', { body: offer });
      set(campaignBanner(status));
    } catch (error) {
      set(failureBanner(error));
    }
  };

  return { state, send, setState: set };
}

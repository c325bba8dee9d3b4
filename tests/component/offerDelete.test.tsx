import { act, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../app/layout/AppNotification';
import { messages } from '../../resources/specialOffers/i18n/en';
import { offerRowActions } from '../../resources/specialOffers/offerCells';
import type { OfferRecord } from '../../resources/specialOffers/offerSchema';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const OFFER = { id: 12, title: 'Rozenweek' } as OfferRecord;
const DeleteOffer = offerRowActions[1]!.component;

// Timers run on their own (the delete's promises and react-query need them) and can be moved on by hand.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Spec part 2 §8: 'offer added or deleted (3 s)', where the app's other snackbars stay 6 s. */
describe('deleting a special offer', () => {
  it('confirms, deletes the offer and says so for 3 s', async () => {
    const deleted = vi.fn(async () => ({ data: OFFER }));
    render(
      <AdminContext dataProvider={testDataProvider({ delete: deleted as never })} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="specialOffers">
          <DeleteOffer record={OFFER} disabled={false} />
        </ResourceContextProvider>
        <AppNotification />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rozenweek' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Special offer deleted');
    expect(deleted).toHaveBeenCalledWith('specialOffers', expect.objectContaining({ id: 12 }));
    act(() => vi.advanceTimersByTime(2_800));
    expect(screen.queryByText('Special offer deleted')).not.toBeNull();
    // Past 3 s and the snackbar's exit transition: gone, long before the app's 6 s.
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => vi.advanceTimersByTime(800));
    expect(screen.queryByText('Special offer deleted')).toBeNull();
  });
});

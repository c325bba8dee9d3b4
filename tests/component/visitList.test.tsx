import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateArrays } from '../../dataProvider';
import { visits } from '../../resources/visits';
import type { ShowroomVisit } from '../../schemas/entities/visit';
import { json, stubFetch } from './customerRender';
import { renderResource } from './renderResource';

/** 520 upcoming visits, more than the largest page size offered elsewhere (500). */
const VISITS: ShowroomVisit[] = Array.from({ length: 520 }, (_, i) => ({
  visitId: i + 1, debtorNumber: String(100000 + i), debtorName: `Klant ${i + 1}`, debtorEmailAddress: '', debtorEmail: `klant${i + 1}@example.test`,
  debtorPhone: '', visitDate: '2026-07-01', timeOfArrival: '10:00', durationOfStay: '1 uur', amountOfPeople: 2, arrangeLunch: false, arrangeStay: false,
  particularities: '', salesmanAzureId: null, salesmanName: null, userAzureId: null, status: 0, version: 1,
}));

/** Spec part 2 §2: the visits list's page size defaults to the row count. */
describe('showroom visits list', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every upcoming visit on one page, however many', async () => {
    invalidateArrays();
    vi.stubGlobal('fetch', stubFetch(() => json(VISITS)).fetch);
    renderResource([visits()], '/visits');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + VISITS.length), { timeout: 20_000 });
    expect(screen.getByText('1-520 of 520')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });
});

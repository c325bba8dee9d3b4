import { act, fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, mergeTranslations } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../custom-pages/dashboard/i18n/en';
import { DashboardRangeProvider, useDashboardRange } from '../../custom-pages/dashboard/range/DashboardRange';
import { DateRangeBar } from '../../custom-pages/dashboard/range/DateRangeBar';

const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, messages), 'en', [{ locale: 'en', name: 'English' }]);

/** What the dashboard's calls would cover. */
function Applied() {
  const { applied } = useDashboardRange();
  return <output aria-label="applied">{`${applied.start}..${applied.end}`}</output>;
}

function renderBar(companyId: number) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <DashboardRangeProvider companyId={companyId}>
        <DateRangeBar />
        <Applied />
      </DashboardRangeProvider>
    </AdminContext>,
  );
}

const start = () => screen.getByLabelText('Start date') as HTMLInputElement;
const end = () => screen.getByLabelText('End date') as HTMLInputElement;
const applied = () => screen.getByLabelText('applied').textContent;

beforeEach(() => {
  // Wednesday 17 June 2026, mid-morning: only Date is faked, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-17T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('dashboard date range', () => {
  it('opens on the last 365 days, with the pickers limited around it', () => {
    renderBar(1);
    expect([start().value, end().value]).toEqual(['2025-06-18', '2026-06-17']);
    expect([start().min, start().max]).toEqual(['2025-04-18', '2026-06-17']);
    expect([end().min, end().max]).toEqual(['2025-06-18', '2026-06-17']);
    expect(applied()).toBe('2025-06-18..2026-06-17');
  });

  it.each([3, 4])('opens on this year for company %i', (companyId) => {
    renderBar(companyId);
    expect([start().value, end().value]).toEqual(['2026-01-01', '2026-06-17']);
  });

  it('applies a quick range and marks its button', () => {
    renderBar(1);
    act(() => screen.getByRole('button', { name: 'Last week' }).click());
    expect([start().value, end().value]).toEqual(['2026-06-08', '2026-06-12']);
    expect(applied()).toBe('2026-06-08..2026-06-12');
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('false');
    act(() => screen.getByRole('button', { name: 'Last month' }).click());
    expect(applied()).toBe('2026-05-01..2026-05-31');
  });

  it('refuses an end in the future or before the start, keeping the last valid range', () => {
    renderBar(1);
    act(() => screen.getByRole('button', { name: 'This month' }).click());
    fireEvent.change(end(), { target: { value: '2026-06-18' } });
    expect(screen.getByText('The end date cannot be in the future')).toBeTruthy();
    expect(applied()).toBe('2026-06-01..2026-06-17');
    fireEvent.change(end(), { target: { value: '2026-05-20' } });
    expect(screen.getByText('The start date must be on or before the end date')).toBeTruthy();
    fireEvent.change(start(), { target: { value: '2026-05-04' } });
    expect(screen.queryByText('The start date must be on or before the end date')).toBeNull();
    expect(applied()).toBe('2026-05-04..2026-05-20');
  });
});

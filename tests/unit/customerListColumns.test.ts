import { describe, expect, it, vi } from 'vitest';
import { identitiesUrl } from '../../custom-pages/customerIdentities/identitiesUrl';
import { formatDate, formatUnixSeconds } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { formatPercent } from '../../ui/format/percent';
import { customerColumns, customerPath } from '../../resources/customers/customerColumns';

describe('customers list columns', () => {
  it('shows the commercial type for companies 3 and 4 and the zipcode for the others', () => {
    expect(customerColumns(3)).toEqual(['debnr', 'name', 'commercialType', 'city', 'phoneNumber', 'branche', 'email']);
    expect(customerColumns(4)).toContain('commercialType');
    for (const company of [1, 2, 5, 7, 8]) {
      expect(customerColumns(company)).toContain('zipcode');
      expect(customerColumns(company)).not.toContain('commercialType');
    }
  });

  it('links a debnr to its customer page', () => {
    expect(customerPath('104233')).toBe('/icrm/customer/104233');
  });
});

describe('customer identities page', () => {
  /** A deployment's IDENTITIES_URL. */
  const PAGE = 'https://ids.example.org/portal';

  it('passes the group code and the brand of companies 3 and 8 to the configured page', () => {
    const greenflor = new URL(identitiesUrl(PAGE, 3, '301')!);
    expect(greenflor.origin + greenflor.pathname).toBe(PAGE);
    expect(Object.fromEntries(greenflor.searchParams)).toEqual({ groupcode: '301', brand: 'GREENFLOR' });
    expect(new URL(identitiesUrl(PAGE, 8, '802')!).searchParams.get('brand')).toBe('ROOBOS');
  });

  it('has no page for the other companies, nor without a configured address', () => {
    expect([1, 2, 4, 5, 7].map((company) => identitiesUrl(PAGE, company, '101'))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(identitiesUrl('', 3, '301')).toBeUndefined();
  });
});

/** Fresh format modules, and the Intl number formats made from now on (they are made, not mocked). */
function countNumberFormats() {
  vi.resetModules();
  const Made = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
    return new Made(locales, options);
  } as typeof Intl.NumberFormat);
}

describe('customer page formats', () => {
  it('writes money in euro, Dutch format, 2 decimals', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('€ 1.234,50');
    expect(formatMoney(-0.456).replace(/\s/g, ' ')).toBe('€ -0,46');
  });

  it('makes its number format when the first figure is shown, not when the page loads', async () => {
    const made = countNumberFormats();
    try {
      const { formatMoney: money } = await import('../../ui/format/money');
      expect(made).not.toHaveBeenCalled();
      expect([money(1), money(2)].map((text) => text.replace(/\s/g, ' '))).toEqual(['€ 1,00', '€ 2,00']);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('loads the number data in a long idle period, not a short one', async () => {
    const made = countNumberFormats();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    try {
      const { warmDutchNumbersWhenIdle } = await import('../../ui/format/dutchNumber');
      const { formatMoney: money } = await import('../../ui/format/money');
      warmDutchNumbersWhenIdle();
      idle.shift()!({ didTimeout: false, timeRemaining: () => 4 });
      expect(made).not.toHaveBeenCalled();
      idle.shift()!({ didTimeout: false, timeRemaining: () => 49 });
      expect(made).toHaveBeenCalledTimes(1);
      expect(idle).toEqual([]);
      expect(money(3).replace(/\s/g, ' ')).toBe('€ 3,00');
    } finally {
      made.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('writes percentages with 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12,35 %');
  });

  it("writes dates in the spec's formats", () => {
    expect(formatDate('2026-06-17', 'dayFirst')).toBe('17-06-2026');
    expect(formatDate('2026-06-17', 'slashed')).toBe('17/06/2026');
    expect(formatDate(null, 'iso')).toBe('');
    expect(formatUnixSeconds(new Date(2026, 5, 17, 9, 5).getTime() / 1000, 'dayFirstWithTime')).toBe('17-06-2026 @ 09:05');
  });
});

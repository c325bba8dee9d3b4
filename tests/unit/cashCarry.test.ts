import { describe, expect, it } from 'vitest';
import { donutSlices, wholeEuros } from '../../custom-pages/cashCarry/dashboard/donut';
import { canUpdate, cncSuggestions, cncWebshopLogin, sellerWebshopUrl, webshopDisabled } from '../../custom-pages/cashCarry/module/cncModule';
import type { Seller } from '../../schemas/entities/cashCarry';

const plain = (text: string) => text.replace(/\s/g, ' ');
const seller: Seller = { debnr: 'V01', debnaam: 'Anne Caisse', password: 'pw anne&co' };

describe('C&C dashboard', () => {
  it('rounds the donut values to whole euros', () => {
    expect(donutSlices([{ type: 'C&C', turnover: 1234.5 }, { type: 'Internet', turnover: 99.49 }])).toEqual([
      { name: 'C&C', value: 1235 },
      { name: 'Internet', value: 99 },
    ]);
    expect(plain(wholeEuros(12346))).toBe('€ 12.346');
  });
});

describe('click-and-collect module', () => {
  const customers = Array.from({ length: 20 }, (_, i) => ({ debnr: `2000${String(i).padStart(2, '0')}`, name: i % 2 ? `Fleurs ${i}` : `Plantes ${i}` }));

  it('suggests at most 8 customers, matching debnr or name anywhere, case-insensitively', () => {
    expect(cncSuggestions(customers, '2000')).toHaveLength(8);
    expect(cncSuggestions(customers, 'FLEURS 1').map((c) => c.debnr)).toEqual(['200001', '200011', '200013', '200015', '200017', '200019']);
    expect(cncSuggestions(customers, '200005')).toEqual([{ debnr: '200005', name: 'Fleurs 5' }]);
    expect(cncSuggestions(customers, '  ')).toEqual([]);
  });

  it('enables the update only once both a customer and a seller are chosen', () => {
    expect(canUpdate(null, null)).toBe(false);
    expect(canUpdate(customers[0]!, null)).toBe(false);
    expect(canUpdate(null, seller)).toBe(false);
    expect(canUpdate(customers[0]!, seller)).toBe(true);
  });

  it('disables the webshop only when both the seller and its password are missing', () => {
    expect(webshopDisabled(null)).toBe(true);
    expect(webshopDisabled({ ...seller, debnr: '', password: '' })).toBe(true);
    expect(webshopDisabled({ ...seller, password: '' })).toBe(false);
    expect(webshopDisabled(seller)).toBe(false);
  });

  it("opens the configured webshop login (CNC_WEBSHOP_URL) with the seller's login in the interface language", () => {
    const url = new URL(sellerWebshopUrl('https://drive.example.org/connexion', seller, 'fr'));
    expect(url.origin + url.pathname).toBe('https://drive.example.org/connexion');
    expect([url.searchParams.get('debnr'), url.searchParams.get('password'), url.searchParams.get('lang')]).toEqual(['V01', 'pw anne&co', 'fr']);
  });

  it("picks the webshop host by the user's company: company 5 the UK login (WEBSHOP_UK_URL), any other the French one (CNC_WEBSHOP_URL); none unconfigured", () => {
    const shops = { webshopUkUrl: 'https://uk.example.org/login', cncWebshopUrl: 'https://drive.example.org/connexion' };
    expect(cncWebshopLogin(5, shops)).toBe('https://uk.example.org/login');
    expect([2, 1, 3, 0].map((company) => cncWebshopLogin(company, shops))).toEqual(Array(4).fill('https://drive.example.org/connexion'));
    expect(cncWebshopLogin(5, { ...shops, webshopUkUrl: '' })).toBeUndefined();
  });
});

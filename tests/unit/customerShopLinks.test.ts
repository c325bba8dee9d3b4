import { describe, expect, it } from 'vitest';
import { pilotShopLogoutUrl } from '../../ui/webshopSession';
import { shopAvailable, shopLinks as linksTo, type ShopCustomer } from '../../custom-pages/customer/rules/shopLinks';

const customer = (changes: Partial<ShopCustomer>): ShopCustomer => ({
  companyId: 2,
  debnr: '204512',
  password: 'k8 p&q',
  webshopLink: 'https://shop.dexxdrive.example/connexion',
  siteId: 1,
  ...changes,
});

/** A deployment's shops (PILOT_SHOP_URL, WEBSHOP_UK_URL, WEBSHOP_FR_URL). */
const SHOPS = { pilotShopUrl: 'https://market.example.org/pilot/', webshopUkUrl: 'https://uk.example.org/login', webshopFrUrl: 'https://fr.example.org/login' };
const shopLinks = (of: ShopCustomer, language: string) => linksTo(of, language, SHOPS);

describe('shop links of the customer page', () => {
  it('logs into the customer webshop with debnr, password and the interface language', () => {
    const links = shopLinks(customer({}), 'fr');
    expect(links).toHaveLength(1);
    expect(links[0]!.kind).toBe('webshop');
    const url = new URL(links[0]!.url);
    expect(url.origin + url.pathname).toBe('https://shop.dexxdrive.example/connexion');
    expect(Object.fromEntries(url.searchParams)).toEqual({ debnr: '204512', password: 'k8 p&q', lang: 'fr' });
  });

  it('opens the pilot shop for company 8 only, and for company 1 also the older webshop', () => {
    expect(shopLinks(customer({ companyId: 8 }), 'de').map((l) => l.kind)).toEqual(['pilot']);
    expect(shopLinks(customer({ companyId: 1 }), 'nl').map((l) => l.kind)).toEqual(['pilot', 'legacyWebshop']);
    const pilot = new URL(shopLinks(customer({ companyId: 8 }), 'de')[0]!.url);
    expect(pilot.origin + pilot.pathname).toBe('https://market.example.org/pilot/');
    expect(pilot.searchParams.get('company')).toBe('8');
    expect(pilot.searchParams.get('lang')).toBe('de');
  });

  it('offers no pilot or older webshop button where the deployment names no address for it', () => {
    const none = { pilotShopUrl: '', webshopUkUrl: '', webshopFrUrl: '' };
    expect(linksTo(customer({ companyId: 1 }), 'en', none)).toEqual([]);
  });

  it("logs out of the pilot shop on its logout page, for the shop's company", () => {
    const logout = new URL(pilotShopLogoutUrl(SHOPS.pilotShopUrl, 8)!);
    expect(logout.origin + logout.pathname).toBe('https://market.example.org/pilot/logout');
    expect(logout.searchParams.get('company')).toBe('8');
    expect(pilotShopLogoutUrl('', 8)).toBeUndefined();
  });

  it('sends site 5 to the UK host of the older webshop and the other sites to the French host', () => {
    const legacy = (siteId: number) => new URL(shopLinks(customer({ companyId: 1, siteId }), 'en')[1]!.url);
    expect(legacy(5).host).toBe('uk.example.org');
    expect(legacy(1).host).toBe('fr.example.org');
    expect(legacy(1).searchParams.get('debnr')).toBe('204512');
  });

  it('offers no webshop link without a usable base link', () => {
    expect(shopLinks(customer({ webshopLink: '' }), 'en')).toEqual([]);
  });

  it('opens the shop only for customers with webshop access and no delivery stop', () => {
    expect(shopAvailable({ inetCheck: true, levStop: false })).toBe(true);
    expect(shopAvailable({ inetCheck: true, levStop: true })).toBe(false);
    expect(shopAvailable({ inetCheck: false, levStop: false })).toBe(false);
  });
});

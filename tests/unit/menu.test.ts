import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../app/routes/reach';
import { MENU_GROUPS } from '../../app/menu/menuGroups';
import { configuredMenuGroup, visibleMenu } from '../../app/menu/visibleMenu';
import { APP_ROUTES } from '../../schemas/appRoutes';

/** Every screen of the route table built, as once the team is done. */
const ALL_PAGES: PageEntry[] = [
  ...APP_ROUTES.filter((route) => !route.public).map((route) => ({ path: route.path.replace(/\{(\w+)\}/g, ':$1'), access: route.access })),
  { path: '/documentation/routing', access: ['iCRMAdmin'] },
];

const groupsOf = (roles: string[], companyId = 1, pages = ALL_PAGES) =>
  visibleMenu(MENU_GROUPS, { roles, companyId, pages }).map((group) => group.id);

const itemsOf = (roles: string[], companyId = 1, pages = ALL_PAGES) =>
  visibleMenu(MENU_GROUPS, { roles, companyId, pages }).flatMap((group) => group.items.map((item) => item.id));

describe('side navigation', () => {
  it('has an item for every screen of the route table without parameters', () => {
    const menuPaths = new Set(MENU_GROUPS.flatMap((group) => group.items.map((item) => item.path.toLowerCase())));
    const screens = APP_ROUTES.filter((route) => !route.public && !route.path.includes('{'))
      .map((route) => route.path.toLowerCase())
      .filter((path) => !['/profile', '/profile/loginhistory', '/stats/page'].includes(path));
    expect(screens.filter((path) => !menuPaths.has(path))).toEqual([]);
  });

  it('shows each demo user only the groups of their roles', () => {
    expect(groupsOf(['iCRMBasis', 'iTasks', 'iVisits'])).toEqual(['icrm', 'visits', 'tasks']);
    expect(groupsOf(['iCRMFinancieel'])).toEqual(['icrm', 'apis']);
    expect(itemsOf(['iCRMFinancieel'])).toEqual(['unpaid', 'openposten', 'quadraexport']);
    expect(groupsOf(['iCRMWholesale'])).toEqual(['wholesale']);
    expect(groupsOf(['iCRMBasis', 'iCRMManager', 'iTasksManager', 'iVisitsManager', 'iCRMSpecialOfferSend', 'iCRMSpecialOfferEdit'])).toEqual([
      'icrm',
      'imanager',
      'specialoffers',
      'tasks',
    ]);
    expect(groupsOf([])).toEqual([]);
  });

  it('shows Documentation to admins only', () => {
    expect(groupsOf(['iCRMAdmin'])).toContain('documentation');
    expect(groupsOf(['iCRMBasis', 'iCRMManager'])).not.toContain('documentation');
  });

  it('shows Customer Identities for companies 3 and 8 only', () => {
    expect(itemsOf(['iCRMBasis'], 3)).toContain('customeridentities');
    expect(itemsOf(['iCRMBasis'], 8)).toContain('customeridentities');
    expect(itemsOf(['iCRMBasis'], 4)).not.toContain('customeridentities');
  });

  it('shows only screens that have a page, matching paths in any case', () => {
    const pages: PageEntry[] = [
      { path: '/icrm/inbox', access: ['iCRMBasis'] },
      { path: '/icrm/assignnewleads', access: ['iCRMManager'] },
    ];
    expect(itemsOf(['iCRMBasis', 'iCRMManager'], 1, pages)).toEqual(['inbox', 'assignnewleads']);
  });

  it("hides an item whose page is stricter than the route table", () => {
    const pages: PageEntry[] = [{ path: '/tasks', access: ['iTasks'] }];
    expect(itemsOf(['iCRMBasis'], 1, pages)).toEqual([]);
  });

  it('offers screens added by configuration under their own name, once, for the roles they declare', () => {
    const pages = [
      ...ALL_PAGES,
      { path: '/verzendbevestigingen', access: ['iCRMBasis'] as const, menuLabels: { en: 'Sent confirmations' } },
      { path: '/pricelists', access: ['iCRMBasis'] as const, menuLabels: { en: 'Price lists', fr: 'Tarifs' } },
    ];
    const configured = configuredMenuGroup(MENU_GROUPS, pages);
    expect(configured.items.map((item) => [item.path, item.labels])).toEqual([['/pricelists', { en: 'Price lists', fr: 'Tarifs' }]]);
    const shown = (roles: string[]) =>
      visibleMenu([...MENU_GROUPS, configured], { roles, companyId: 1, pages }).find((group) => group.id === 'configured')?.items.length ?? 0;
    expect(shown(['iCRMBasis'])).toBe(1);
    expect(shown(['iCRMFinancieel'])).toBe(0);
  });
});

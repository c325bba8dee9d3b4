import { describe, expect, it } from 'vitest';
import { canReach, type PageEntry } from '../../app/routes/reach';
import { canAccess, type ResourceAccessTable } from '../../authProvider/access';
import { MENU_GROUPS } from '../../app/menu/menuGroups';
import { configuredMenuGroup, visibleMenu } from '../../app/menu/visibleMenu';
import { APP_ROUTES } from '../../schemas/appRoutes';

/** Every screen of the route table built, as once the team is done. */
const ALL_PAGES: PageEntry[] = APP_ROUTES.filter((route) => !route.public).map((route) => ({ path: route.path.replace(/\{(\w+)\}/g, ':$1') }));

/** A resource page stricter than its route: the tasks resource lists for iTasks only. */
const RESOURCES: ResourceAccessTable = { tasks: { list: ['iTasks'] }, confirmations: { list: ['iCRMBasis'] } };

/** What useCanReach answers: canAccess (the authProvider's function) over these roles. */
const reachFor = (roles: string[], pages: readonly PageEntry[]) => (path: string) => canReach((question) => canAccess(roles, question, RESOURCES), pages, path);

const groupsOf = (roles: string[], companyId = 1, pages = ALL_PAGES) =>
  visibleMenu(MENU_GROUPS, { canReach: reachFor(roles, pages), companyId }).map((group) => group.id);

const itemsOf = (roles: string[], companyId = 1, pages = ALL_PAGES) =>
  visibleMenu(MENU_GROUPS, { canReach: reachFor(roles, pages), companyId }).flatMap((group) => group.items.map((item) => item.id));

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

  it('offers the API documentation as an external link to whoever may open the documentation', () => {
    const linksOf = (roles: string[]) => visibleMenu(MENU_GROUPS, { canReach: reachFor(roles, ALL_PAGES), companyId: 1 }).flatMap((group) => (group.links ?? []).map((link) => link.href));
    expect(linksOf(['iCRMAdmin'])).toEqual(['/api-docs/']);
    expect(linksOf(['iCRMBasis', 'iCRMManager', 'iTasksManager'])).toEqual([]);
  });

  it('shows Customer Identities for companies 3 and 8 only', () => {
    expect(itemsOf(['iCRMBasis'], 3)).toContain('customeridentities');
    expect(itemsOf(['iCRMBasis'], 8)).toContain('customeridentities');
    expect(itemsOf(['iCRMBasis'], 4)).not.toContain('customeridentities');
  });

  it('shows only screens that have a page, matching paths in any case', () => {
    const pages: PageEntry[] = [{ path: '/icrm/inbox' }, { path: '/icrm/assignnewleads' }];
    expect(itemsOf(['iCRMBasis', 'iCRMManager'], 1, pages)).toEqual(['inbox', 'assignnewleads']);
  });

  it("hides an item whose page is stricter than the route table", () => {
    const pages: PageEntry[] = [{ path: '/tasks', access: { resource: 'tasks', action: 'list' } }];
    expect(itemsOf(['iCRMBasis'], 1, pages)).toEqual([]);
  });

  it('offers screens added by configuration under their own name, once, for the roles they declare', () => {
    const pages = [
      ...ALL_PAGES,
      { path: '/verzendbevestigingen', access: { resource: 'confirmations', action: 'list' }, menuLabels: { en: 'Sent confirmations' } },
      { path: '/pricelists', access: { resource: 'confirmations', action: 'list' }, menuLabels: { en: 'Price lists', fr: 'Tarifs' } },
    ];
    const configured = configuredMenuGroup(MENU_GROUPS, pages);
    expect(configured.items.map((item) => [item.path, item.labels])).toEqual([['/pricelists', { en: 'Price lists', fr: 'Tarifs' }]]);
    const shown = (roles: string[]) =>
      visibleMenu([...MENU_GROUPS, configured], { canReach: reachFor(roles, pages), companyId: 1 }).find((group) => group.id === 'configured')?.items.length ?? 0;
    expect(shown(['iCRMBasis'])).toBe(1);
    expect(shown(['iCRMFinancieel'])).toBe(0);
  });
});

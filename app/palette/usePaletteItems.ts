import { useEffect, useMemo, useState } from 'react';
import { useCanAccessResources, useLocaleState, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { tasksFor } from '../../resources/tasks/taskLists';
import type { SearchableCustomer } from '../../ui/customerMatch';
import { useClaims } from '../../ui/useClaims';
import type { MenuItemDefinition } from '../menu/menuGroups';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { useCanReach } from '../routes/useCanReach';
import { useSearchableCustomers } from '../toolbar/useSearchableCustomers';
import { customerItem, leadItem, taskItem, visitItem, type Kind, type PaletteItem } from './paletteItems';
import type { PaletteIndexes } from './paletteResults';
import { buildSearchIndex, searchIndexSteps } from './paletteIndex';
import type { SearchIndex } from './paletteSearch';
import { runInSlices } from './runInSlices';
import { CREATE_PATHS, usePaletteActions } from './usePaletteActions';

/** Leads, tasks and visits indexed at most: the palette is a way in, not their list. */
export const RECORDS_MAX = 300;

const LIST_CALLS = ['GET customer/getnewleads', 'GET task/getTasks', 'GET visits/Getallvisits'] as const;
/** Pages an option opens: it is offered only when canReach says the user may open them. */
const OPENED = { lead: '/icrm/newleads', task: '/task/0', visit: '/visit/0' } as const;

/** A menu entry's name as the menu shows it: its own name in this language (configured screens) or the catalogue's. */
function menuLabel(item: MenuItemDefinition, locale: string, translate: (key: string) => string): string {
  const own = item.labels as Record<string, string | undefined> | undefined;
  return own?.[locale] ?? own?.en ?? translate(`app.menu.items.${item.id}`);
}

const EMPTY: never[] = [];

/**
 * Everything the palette searches, for the signed-in user: the screens of their menu (the menu's own
 * visible entries, in their language), their actions, and, fetched when the palette is first opened
 * through the data provider's cached queries, the customers of the toolbar's search and their leads,
 * tasks and visits. The customers' index (50,000 of them) is built in slices after the list arrives, so
 * typing and painting never wait for it.
 */
export function usePaletteItems(): {
  screens: readonly PaletteItem[];
  actions: readonly PaletteItem[];
  indexes: PaletteIndexes;
  /** The kinds whose items are all in (those not offered to the user included, empty). */
  loaded: ReadonlySet<Kind>;
} {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const me = useClaims()?.azureId;
  const { groups } = useVisibleMenu();
  const { canReach } = useCanReach([...Object.values(CREATE_PATHS), ...Object.values(OPENED)]);
  const may = useCanAccessResources({ action: 'call', resources: [...LIST_CALLS] }).canAccess ?? {};
  const offered = (call: (typeof LIST_CALLS)[number], kind: keyof typeof OPENED) => may[call] === true && canReach(OPENED[kind]);

  const screens = groups.flatMap((group) =>
    group.items.map((item): PaletteItem => {
      const label = menuLabel(item, locale, translate);
      return { kind: 'screen', id: item.id, label, detail: translate(`app.menu.groups.${group.id}`), text: label, to: item.path };
    }),
  );
  const actions = usePaletteActions(canReach);

  const customerList = useSearchableCustomers(true);
  // The same queries (and options) as the lists' own: the palette shares their cached answers.
  const leadsOffered = offered('GET customer/getnewleads', 'lead');
  const tasksOffered = offered('GET task/getTasks', 'task');
  const visitsOffered = offered('GET visits/Getallvisits', 'visit');
  const leads = useApiQuery('GET customer/getnewleads', { enabled: leadsOffered });
  const tasks = useApiQuery('GET task/getTasks', { query: { others: false }, enabled: tasksOffered });
  const visits = useApiQuery('GET visits/Getallvisits', { enabled: visitsOffered });

  // Each index made again only when its own items change (the menu's entries are new objects at every render: keyed
  // by id, name and group).
  const screenKey = screens.map((item) => `${item.id}\t${item.label}\t${item.detail}`).join('\n');
  const screenIndex = useMemo(() => buildSearchIndex(screens), [screenKey]);
  const actionIndex = useMemo(() => buildSearchIndex(actions), [actions]);
  const leadIndex = useMemo(() => buildSearchIndex((leads.data ?? EMPTY).slice(0, RECORDS_MAX).map(leadItem)), [leads.data]);
  const taskIndex = useMemo(() => buildSearchIndex(tasksFor(tasks.data ?? EMPTY, me, false).slice(0, RECORDS_MAX).map(taskItem)), [tasks.data, me]);
  const visitIndex = useMemo(() => buildSearchIndex((visits.data ?? EMPTY).slice(0, RECORDS_MAX).map(visitItem)), [visits.data]);
  const [built, setBuilt] = useState<{ of: readonly SearchableCustomer[]; index: SearchIndex<PaletteItem> }>();
  // In slices of a few milliseconds between keystrokes and frames: at 50,000 customers the whole takes ~0.4 s.
  useEffect(() => {
    const of = customerList.customers;
    return runInSlices(searchIndexSteps(of, customerItem), (index) => setBuilt({ of, index }));
  }, [customerList.customers]);
  // Only the index of the list now (another group's customers are not offered while this group's are indexed).
  const customerIndex = built?.of === customerList.customers ? built.index : undefined;

  // A kind is known once its answer is in, or when the user is not offered it (then it holds nothing).
  const known = (isOffered: boolean, data: unknown) => !isOffered || data !== undefined;
  const customersKnown = !customerList.allowed || (!customerList.isPending && customerIndex !== undefined);
  const kinds: Kind[] = ['screen', 'action'];
  if (customersKnown) kinds.push('customer');
  if (known(leadsOffered, leads.data)) kinds.push('lead');
  if (known(tasksOffered, tasks.data)) kinds.push('task');
  if (known(visitsOffered, visits.data)) kinds.push('visit');
  const kindsKey = kinds.join();
  // The same set while the same kinds are in: the recent picks are looked up again only when one arrives.
  const loaded = useMemo(() => new Set(kindsKey.split(',') as Kind[]), [kindsKey]);
  const indexes = useMemo(
    () => ({ screen: screenIndex, action: actionIndex, customer: customerIndex, lead: leadIndex, task: taskIndex, visit: visitIndex }),
    [screenIndex, actionIndex, customerIndex, leadIndex, taskIndex, visitIndex],
  );
  return { screens: screenIndex.items, actions, indexes, loaded };
}

import { ShowroomVisit } from '../../schemas/entities/visit';
import type { Role } from '../../schemas/roles';
import { defineResource } from '../framework/defineResource';
import { visitCells, visitRowClick } from './visitCells';
import { definePage } from '../../ui/pageDefinition';
import { lazyPage } from '../../ui/lazyPage';

const VISITS: Role[] = ['iVisits'];
/** A page size no list reaches: one page holds every row (the pager then shows only '1-n of n'). */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const VisitWeekPage = lazyPage(() => import('./VisitWeekPage'), 'VisitWeekPage');
// The forms' code comes with their pages: the other resource pages need not load it.
const VisitCreate = lazyPage(() => import('./VisitFormPage'), 'VisitCreate');
const VisitEdit = lazyPage(() => import('./VisitFormPage'), 'VisitEdit');

/** The list's hints: lunch and overnight stay as icons. */
const visitRow = ShowroomVisit.extend({
  arrangeLunch: ShowroomVisit.shape.arrangeLunch.meta({ 'x-format': 'boolean-icon' }),
  arrangeStay: ShowroomVisit.shape.arrangeStay.meta({ 'x-format': 'boolean-icon' }),
});

/**
 * Showroom visits (spec part 2 §2, §3, §5): the upcoming visits on one page, kept 60 s and refetched
 * after every change; created and edited in the visit form (/visit/create, /visit/{id}); a cancelled
 * visit opens in the generated read-only view.
 */
export const visits = () =>
  defineResource<ShowroomVisit>({
    name: 'visits',
    path: '/visits',
    paths: { create: '/visit/create', edit: '/visit/{id}', show: '/visit/{id}/show' },
    id: 'visitId',
    representation: 'debtorName',
    schema: visitRow,
    endpoints: {
      list: { method: 'GET', path: 'visits/Getallvisits' },
      one: { method: 'GET', path: 'visits/getVisit/{id}' },
      create: { method: 'POST', path: 'visits/CreateShowroomVisit' },
      update: { method: 'PUT', path: 'visits/UpdateShowroomVisit' },
    },
    access: { list: VISITS, show: VISITS, create: VISITS, edit: VISITS },
    list: {
      columns: ['visitId', 'debtorNumber', 'debtorName', 'visitDate', 'durationOfStay', 'debtorEmailAddress', 'debtorPhone', 'arrangeLunch', 'arrangeStay', 'amountOfPeople', 'particularities'],
      sort: { field: 'visitDate', order: 'ASC' },
      // The spec's page size is the row count: every upcoming visit on one page, however many.
      perPage: ALL_ROWS,
      perPageOptions: [ALL_ROWS],
      search: false,
      export: false,
      cacheSeconds: 60,
      empty: 'Geen bezoeken gevonden',
    },
    form: {
      sections: [
        {
          key: 'visit',
          fields: ['debtorNumber', 'debtorName', 'visitDate', 'timeOfArrival', 'durationOfStay', 'amountOfPeople', 'arrangeLunch', 'arrangeStay', 'salesmanName', 'debtorEmailAddress', 'particularities', 'status'],
        },
      ],
    },
    listSlots: { cells: visitCells, rowClick: visitRowClick },
    views: { create: VisitCreate, edit: VisitEdit },
    pages: [definePage('/visits/week', <VisitWeekPage />)],
  });

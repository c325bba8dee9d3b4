import { z } from 'zod';
import { LIST_NAME, NewSavedView, SavedViewChange } from '../../../schemas/entities/savedView';
import { changeView, createView, deleteView, listViews, type ViewOwner } from '../../savedViews/savedViews';
import { defineRoute, type Caller } from '../../http/route';

/** Saved views of the generated lists (issue 39), an extension: each caller reads and changes only their own. */
const listQuery = z.object({ list: z.string().regex(LIST_NAME, 'must be a list name (letters, digits, - and _)') });
const viewQuery = listQuery.extend({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const ownerOf = (caller: Caller, query: { list: string }): ViewOwner => ({ azureId: caller.azureId, list: query.list });

export const savedViewRoutes = [
  defineRoute({
    endpoint: 'GET view/{list}',
    query: listQuery,
    handler: ({ caller, query, services }) => listViews(services.db, ownerOf(caller, query)),
  }),
  defineRoute({
    endpoint: 'POST view/{list}',
    query: listQuery,
    body: NewSavedView,
    handler: ({ caller, query, body, services }) => services.db.transaction((tx) => createView(tx, ownerOf(caller, query), body)),
  }),
  defineRoute({
    endpoint: 'PUT view/{list}/{id}',
    query: viewQuery,
    body: SavedViewChange,
    handler: ({ caller, query, body, services }) => services.db.transaction((tx) => changeView(tx, ownerOf(caller, query), query.id, body)),
  }),
  defineRoute({
    endpoint: 'DELETE view/{list}/{id}',
    query: viewQuery,
    handler: ({ caller, query, services }) => deleteView(services.db, ownerOf(caller, query), query.id),
  }),
];

import { VIEW_NAME_MESSAGES, viewNameProblem, type NewSavedView, type SavedView, type SavedViewChange } from '../../schemas/entities/savedView';
import type { Queryable } from '../db/database';
import { badRequest, notFound } from '../http/errors';

/** Whose views of which list: every query names both, so a user reaches only their own. */
export interface ViewOwner {
  azureId: string;
  list: string;
}

const COLUMNS = `id, list, name, state, is_default AS "isDefault"`;
export const VIEW_NOT_FOUND = 'View not found';

/** The owner's views of the list, by name. */
export function listViews(q: Queryable, owner: ViewOwner): Promise<SavedView[]> {
  return q.query<SavedView>(`SELECT ${COLUMNS} FROM saved_views WHERE owner_azure_id = $1 AND list = $2 ORDER BY lower(name), id`, [owner.azureId, owner.list]);
}

/** One check-then-write at a time per owner and list, so the name and count rules hold under concurrent calls. */
async function lockOwnerList(tx: Queryable, owner: ViewOwner): Promise<SavedView[]> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`saved_views/${owner.azureId}/${owner.list}`]);
  return listViews(tx, owner);
}

function checkName(views: SavedView[], name: string, renaming?: number): void {
  const problem = viewNameProblem(views, name, renaming);
  if (problem) throw badRequest('Invalid request body', { name: VIEW_NAME_MESSAGES[problem] });
}

const clearDefault = (tx: Queryable, owner: ViewOwner) =>
  tx.query('UPDATE saved_views SET is_default = false WHERE owner_azure_id = $1 AND list = $2 AND is_default', [owner.azureId, owner.list]);

/** Adds a view (the list's default when asked: the former default stops being one). */
export async function createView(tx: Queryable, owner: ViewOwner, view: NewSavedView): Promise<SavedView> {
  checkName(await lockOwnerList(tx, owner), view.name);
  if (view.isDefault) await clearDefault(tx, owner);
  const [created] = await tx.query<SavedView>(
    `INSERT INTO saved_views (owner_azure_id, list, name, state, is_default) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING ${COLUMNS}`,
    [owner.azureId, owner.list, view.name, JSON.stringify(view.state), view.isDefault === true],
  );
  return created!;
}

/** Renames, restates or (un)defaults one of the owner's views; another's answers 404, as a missing one does. */
export async function changeView(tx: Queryable, owner: ViewOwner, id: number, change: SavedViewChange): Promise<SavedView> {
  const views = await lockOwnerList(tx, owner);
  const current = views.find((view) => view.id === id);
  if (!current) throw notFound(VIEW_NOT_FOUND);
  if (change.name !== undefined) checkName(views, change.name, id);
  if (change.isDefault) await clearDefault(tx, owner);
  const [changed] = await tx.query<SavedView>(
    `UPDATE saved_views SET name = $2, state = $3::jsonb, is_default = $4, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, change.name ?? current.name, JSON.stringify(change.state ?? current.state), change.isDefault ?? current.isDefault],
  );
  return changed!;
}

/** Deletes one of the owner's views; another's answers 404. */
export async function deleteView(q: Queryable, owner: ViewOwner, id: number): Promise<{ id: number }> {
  const [deleted] = await q.query<{ id: number }>('DELETE FROM saved_views WHERE id = $1 AND owner_azure_id = $2 AND list = $3 RETURNING id', [id, owner.azureId, owner.list]);
  if (!deleted) throw notFound(VIEW_NOT_FOUND);
  return deleted;
}

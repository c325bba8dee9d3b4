import { SavedView, viewNameProblem, type NewSavedView, type SavedViewChange } from '../../../../schemas/entities/savedView';
import { ViewNameError } from './viewErrors';

/**
 * Saved views kept in this browser's localStorage, per user and list: where the back office lacks the
 * `view/{list}` extension (legacy). The same rules as the api (schemas/entities/savedView.ts).
 */
const keyOf = (user: string, list: string) => `savedViews.${user}.${list}`;

export function readLocalViews(user: string, list: string): SavedView[] {
  try {
    // Whatever else sits under the key (an older shape, a hand edit) reads as no views.
    return SavedView.array().catch([]).parse(JSON.parse(localStorage.getItem(keyOf(user, list)) ?? '[]'));
  } catch {
    return [];
  }
}

function write(user: string, list: string, views: SavedView[]): void {
  const byName = [...views].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id);
  localStorage.setItem(keyOf(user, list), JSON.stringify(byName));
}

/** Only one view of a list is its default. */
const withDefault = (views: SavedView[], id: number | undefined) => views.map((view) => ({ ...view, isDefault: view.id === id }));

export function createLocalView(user: string, list: string, input: NewSavedView): SavedView {
  const views = readLocalViews(user, list);
  const problem = viewNameProblem(views, input.name);
  if (problem) throw new ViewNameError(problem);
  const view: SavedView = { id: Math.max(0, ...views.map((v) => v.id)) + 1, list, name: input.name.trim(), state: input.state, isDefault: input.isDefault === true };
  write(user, list, [...(view.isDefault ? withDefault(views, undefined) : views), view]);
  return view;
}

export function changeLocalView(user: string, list: string, id: number, change: SavedViewChange): SavedView {
  const views = readLocalViews(user, list);
  const current = views.find((view) => view.id === id);
  if (!current) throw new Error('View not found');
  const problem = change.name === undefined ? undefined : viewNameProblem(views, change.name, id);
  if (problem) throw new ViewNameError(problem);
  const changed: SavedView = { ...current, ...change, name: change.name?.trim() ?? current.name, isDefault: change.isDefault ?? current.isDefault };
  const others = changed.isDefault ? withDefault(views, id) : views;
  write(user, list, others.map((view) => (view.id === id ? changed : view)));
  return changed;
}

export function deleteLocalView(user: string, list: string, id: number): void {
  write(user, list, readLocalViews(user, list).filter((view) => view.id !== id));
}

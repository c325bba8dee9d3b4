import { z } from 'zod';

/**
 * A saved view of a generated list (issue 39): the user's filters, sort, shown columns and page size under a
 * name, kept per user and list (extension calls `view/{list}`; the browser's localStorage without them).
 */
export const SAVED_VIEW_NAME_MAX = 60;
/** Views one user keeps of one list. */
export const SAVED_VIEWS_MAX = 30;
/** A list is named by its resource's name (letters, digits, `-`, `_`, as resource declarations allow). */
export const LIST_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const FIELD = z.string().min(1).max(100);
const FILTER_KEYS_MAX = 50;

/** What a view restores. `hiddenColumns`/`columnRanks` are the table's own column store (react-admin DataTable). */
export const SavedViewState = z.object({
  filter: z
    .record(FIELD, z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((filter) => Object.keys(filter).length <= FILTER_KEYS_MAX, `at most ${FILTER_KEYS_MAX} filters`),
  sort: z.object({ field: FIELD, order: z.enum(['ASC', 'DESC']) }).nullable(),
  perPage: z.number().int().min(1).max(1000),
  hiddenColumns: z.array(FIELD).max(100),
  columnRanks: z.array(z.number().int().min(0).max(1000)).max(100).optional(),
});
export type SavedViewState = z.infer<typeof SavedViewState>;

export const SavedView = z.object({
  id: z.number(),
  list: z.string(),
  name: z.string(),
  state: SavedViewState,
  isDefault: z.boolean(),
});
export type SavedView = z.infer<typeof SavedView>;

const viewName = z.string().trim().min(1, 'is required').max(SAVED_VIEW_NAME_MAX, `at most ${SAVED_VIEW_NAME_MAX} characters`);

/** POST view/{list}: a new view. */
export const NewSavedView = z.object({ name: viewName, state: SavedViewState, isDefault: z.boolean().optional() });
export type NewSavedView = z.infer<typeof NewSavedView>;
/** PUT view/{list}/{id}: a rename, a new state, or (un)making it the default; at least one of them. */
export const SavedViewChange = z
  .object({ name: viewName.optional(), state: SavedViewState.optional(), isDefault: z.boolean().optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: 'nothing to change', path: ['name'] });
export type SavedViewChange = z.infer<typeof SavedViewChange>;

/** Why a name cannot be kept among a list's views (the server and the browser's store ask the same). */
export type ViewNameProblem = 'required' | 'tooLong' | 'taken' | 'tooMany';

/** The problem with keeping `name` among `views` (renaming `renaming`, else adding one), if any. */
export function viewNameProblem(views: readonly Pick<SavedView, 'id' | 'name'>[], name: string, renaming?: number): ViewNameProblem | undefined {
  const wanted = name.trim();
  if (!wanted) return 'required';
  if (wanted.length > SAVED_VIEW_NAME_MAX) return 'tooLong';
  if (views.some((view) => view.id !== renaming && view.name.toLocaleLowerCase() === wanted.toLocaleLowerCase())) return 'taken';
  if (renaming === undefined && views.length >= SAVED_VIEWS_MAX) return 'tooMany';
  return undefined;
}

/** The api's words for each problem (the browser shows its own, translated). */
export const VIEW_NAME_MESSAGES: Record<ViewNameProblem, string> = {
  required: 'is required',
  tooLong: `at most ${SAVED_VIEW_NAME_MAX} characters`,
  taken: 'already names another of your views of this list',
  tooMany: `at most ${SAVED_VIEWS_MAX} views per list`,
};

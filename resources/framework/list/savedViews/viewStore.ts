import { call, isNotOffered } from '../../../../dataProvider';
import { SavedView, type NewSavedView, type SavedViewChange } from '../../../../schemas/entities/savedView';
import { changeLocalView, createLocalView, deleteLocalView, readLocalViews } from './localViews';

/**
 * A user's saved views of one list: on the server (the `view/{list}` extension), or in this browser when the
 * back office does not offer it. A missing extension is remembered for the session (dataProvider/notOffered),
 * so after the first 404 every call goes straight to localStorage, without an error notice.
 */
export interface ViewStore {
  list(): Promise<SavedView[]>;
  create(input: NewSavedView): Promise<SavedView>;
  change(id: number, change: SavedViewChange): Promise<SavedView>;
  remove(id: number): Promise<void>;
  /** Whether the views live in this browser only (known once list() has answered). */
  readonly local: boolean;
}

const SavedViews = SavedView.array();

export function viewStore(list: string, user: string): ViewStore {
  let local = false;
  /** The server's answer, or the local store's when the server lacks the call. */
  async function either<T>(server: () => Promise<T>, browser: () => T): Promise<T> {
    try {
      return await server();
    } catch (error) {
      if (!isNotOffered(error)) throw error;
      local = true;
      return browser();
    }
  }
  const params = { list };
  return {
    get local() {
      return local;
    },
    // An answer of another shape (a back office answering every path alike) is a failure, not views.
    list: () => either(async () => SavedViews.parse(await call('GET view/{list}', { params })), () => readLocalViews(user, list)),
    create: (input) => either(() => call('POST view/{list}', { params, body: input }), () => createLocalView(user, list, input)),
    change: (id, change) => either(() => call('PUT view/{list}/{id}', { params: { list, id }, body: change }), () => changeLocalView(user, list, id, change)),
    remove: (id) =>
      either(
        async () => void (await call('DELETE view/{list}/{id}', { params: { list, id } })),
        () => deleteLocalView(user, list, id),
      ),
  };
}

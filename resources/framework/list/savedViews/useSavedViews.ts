import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLinkedQueryClient } from '../../../../dataProvider';
import type { NewSavedView, SavedView, SavedViewChange } from '../../../../schemas/entities/savedView';
import { useClaims } from '../../../../ui/useClaims';
import { viewStore } from './viewStore';

/** The signed-in user's saved views of one list, and their changes (each refreshes the menu from the answer). */
export function useSavedViews(list: string) {
  const user = useClaims()?.azureId ?? 'anonymous';
  const client = useLinkedQueryClient();
  const store = useMemo(() => viewStore(list, user), [list, user]);
  const queryKey = useMemo(() => ['savedViews', list, user], [list, user]);
  const query = useQuery<SavedView[]>({ queryKey, queryFn: () => store.list(), staleTime: 5 * 60_000 });

  return useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey });
    const after = async <T>(change: Promise<T>) => {
      try {
        return await change;
      } finally {
        await refresh();
      }
    };
    return {
      views: query.data,
      failed: query.isError,
      /** Whether they are kept in this browser only (the back office lacks the extension). */
      local: store.local,
      create: (input: NewSavedView) => after(store.create(input)),
      change: (id: number, change: SavedViewChange) => after(store.change(id, change)),
      remove: (id: number) => after(store.remove(id)),
    };
  }, [client, queryKey, query.data, query.isError, store]);
}

import { useRef } from 'react';

/**
 * The list of the previous render when this one holds the same items in the same order (`same`: identity unless
 * told): a list filtered or reordered again at each render keeps its identity, so what is memoised on it (a
 * table's rows) is not drawn again.
 */
export function useSameList<L extends readonly unknown[]>(list: L, same: (a: L[number], b: L[number]) => boolean = Object.is): L {
  const kept = useRef(list);
  const previous = kept.current;
  if (previous !== list && (previous.length !== list.length || list.some((item, i) => !same(item, previous[i])))) kept.current = list;
  return kept.current;
}

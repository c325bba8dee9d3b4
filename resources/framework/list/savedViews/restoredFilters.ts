import { useEffect, useRef } from 'react';

/**
 * Tells a list's filter inputs that a saved view was restored: they keep what is typed in their own state
 * (a filter row without a value yet is in no filter value), so they take the restored filters from here.
 */
type Listener = (resource: string, filter: Record<string, unknown>) => void;
const listeners = new Set<Listener>();

export function announceRestoredFilters(resource: string, filter: Record<string, unknown>): void {
  listeners.forEach((listener) => listener(resource, filter));
}

/** Calls `onRestored` with the filters of each view restored on this resource's list. */
export function useRestoredFilters(resource: string | undefined, onRestored: (filter: Record<string, unknown>) => void): void {
  const latest = useRef(onRestored);
  latest.current = onRestored;
  useEffect(() => {
    const listener: Listener = (restored, filter) => restored === resource && latest.current(filter);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [resource]);
}

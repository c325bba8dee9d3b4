import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/**
 * A page's component from a module of its own (React.lazy over a named export): its code is fetched when
 * the page first renders. The loads under way are counted, so that work held back for the page in view
 * can wait for its code as well as for its data (app/routes/afterPageSettled.ts).
 */
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => pageCode.track(load()).then((module) => ({ default: module[name] })));
}

/** Page code being fetched right now, and a way to hear when that changes. */
export const pageCode = {
  /** Counts a load of page code while it runs. */
  track<T>(load: Promise<T>): Promise<T> {
    changed(+1);
    return load.finally(() => changed(-1));
  },
  loading: () => loading > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

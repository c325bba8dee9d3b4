import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** Page modules asked for, by their loader: the load under way, then the module. */
const modules = new WeakMap<() => Promise<unknown>, { load: Promise<unknown>; module?: unknown }>();

/**
 * Loads a page's module once (counted while under way, see pageCode). A failed load is forgotten, so
 * that the next render asks again.
 */
export function loadPageModule<M>(load: () => Promise<M>): Promise<M> {
  let entry = modules.get(load);
  if (!entry) {
    const created: { load: Promise<unknown>; module?: unknown } = { load: Promise.resolve() };
    created.load = pageCode.track(load()).then(
      (module) => (created.module = module),
      (error: unknown) => {
        modules.delete(load);
        throw error;
      },
    );
    modules.set(load, created);
    entry = created;
  }
  return entry.load as Promise<M>;
}

/**
 * A page's component from a module of its own: its code is fetched when the page first renders, or
 * before (loadPageModule: a route's preload). Once the module is there the page renders at once, as
 * part of the render that shows it. Through React.lazy alone it would suspend first and come back in a
 * retry render, which React runs in slices that every answer arriving meanwhile starts over: on a cold
 * customer page, its body rendered thirteen times before one render got through.
 */
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage<React.ComponentProps<M[K]>> {
  const Lazy = lazy(() => loadPageModule(load).then((module) => ({ default: module[name] })));
  function Page(props: React.ComponentProps<M[K]>) {
    // Chosen once per mount: switching from Lazy to the component later would mount the page afresh.
    const [Component] = useState<ComponentType<any>>(() => (modules.get(load)?.module as M | undefined)?.[name] ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { load: () => loadPageModule(load) });
}

/** A page component made by lazyPage: `load` fetches its code ahead of its first render. */
export type LazyPage<P> = ComponentType<P> & { load(): Promise<unknown> };

/** The code load of a page whose element is a lazyPage component, if it is one. */
export function pageCodeOf(element: ReactNode): (() => Promise<unknown>) | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const load = (element.type as Partial<LazyPage<unknown>>).load;
  return typeof load === 'function' ? load : undefined;
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

/**
 * Menu count badges (spec: new customers, new leads, leads to assign, leads to export). A screen
 * registers a hook returning its count for its menu path when its module loads; the menu shows the
 * count only above 0.
 */
export type UseMenuCount = () => number | undefined;

const registry = new Map<string, UseMenuCount>();

export function registerMenuBadge(path: string, useCount: UseMenuCount): void {
  registry.set(path.toLowerCase(), useCount);
}

export function menuBadgeFor(path: string): UseMenuCount | undefined {
  return registry.get(path.toLowerCase());
}

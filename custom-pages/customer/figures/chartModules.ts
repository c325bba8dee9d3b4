/**
 * The customer page's charts, fetched once. Their library is the largest code of the page: the route
 * asks for them together with the page's own code and its data, so none waits for another; the header
 * and tables render without them.
 */
let modules: readonly [Promise<typeof import('./TurnoverChart')>, Promise<typeof import('./DepartureChart')>, Promise<typeof import('./WeblogVisitsChart')>] | undefined;

export function chartModules() {
  return (modules ??= [import('./TurnoverChart'), import('./DepartureChart'), import('./WeblogVisitsChart')] as const);
}

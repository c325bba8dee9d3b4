import { useTenant } from '../../ui/useTenant';
import { pageEndpoints, useCustomerQueryOf } from './useCustomerQuery';

function Prefetch({ debnr, endpoint }: { debnr: string; endpoint: Parameters<typeof useCustomerQueryOf>[1] }) {
  useCustomerQueryOf(debnr, endpoint);
  return null;
}

/**
 * Asks for the customer and its sections' data at once, rather than one round trip after another as
 * the page mounts; the page then finds it in the query cache. Renders nothing, so arriving answers
 * re-render only these placeholders. The tenant (current group's company) is the customer's.
 */
export function CustomerPrefetch({ debnr }: { debnr: string }) {
  return pageEndpoints(useTenant()).map((endpoint) => <Prefetch key={endpoint} debnr={debnr} endpoint={endpoint} />);
}

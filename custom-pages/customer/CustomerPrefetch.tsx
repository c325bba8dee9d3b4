import { useClaims } from '../../app/session/useClaims';
import { sectionEndpoints, useCustomerQueryOf } from './useCustomerQuery';

function Prefetch({ debnr, endpoint }: { debnr: string; endpoint: Parameters<typeof useCustomerQueryOf>[1] }) {
  useCustomerQueryOf(debnr, endpoint);
  return null;
}

/**
 * Asks for the sections' data together with the customer itself, rather than one round trip later
 * when the sections mount; they then find it in the query cache. Renders nothing, so arriving
 * answers re-render only these placeholders. The user's company is the customer's (current group).
 */
export function CustomerPrefetch({ debnr }: { debnr: string }) {
  const companyId = useClaims()?.companyId ?? 0;
  return sectionEndpoints(companyId).map((endpoint) => <Prefetch key={endpoint} debnr={debnr} endpoint={endpoint} />);
}

import type { ReactNode } from 'react';
import { useOffered } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';

/**
 * Its children while the back office may offer `endpoint` (an extension, schemas/extensions.ts); once it
 * has answered that it lacks it, `fallback` (default: nothing, the button hides).
 */
export function Offered({ endpoint, fallback = null, children }: { endpoint: EndpointKey; fallback?: ReactNode; children: ReactNode }) {
  return useOffered(endpoint) ? children : fallback;
}

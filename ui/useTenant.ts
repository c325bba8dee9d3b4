import { useQuery } from '@tanstack/react-query';
import { currentTenant, loadTenant } from '../dataProvider/tenant';
import { useClaims } from './useClaims';

/**
 * The tenant (company id) of the signed-in user's current group: known at once after login or a group
 * switch (stored then); otherwise asked once and kept. Undefined while it is being asked, so that a
 * screen with a tenant variant waits instead of showing the other one first.
 */
export function useTenant(): number | undefined {
  const claims = useClaims();
  const stored = currentTenant();
  const asked = useQuery({
    queryKey: ['tenant', claims?.azureId, claims?.groupCode],
    queryFn: () => loadTenant(),
    enabled: Boolean(claims?.azureId) && stored === undefined,
    staleTime: Infinity,
  });
  // Unanswerable (the groups call failed): the screens fall back to the common variant rather than wait forever.
  return stored ?? asked.data ?? (asked.isError ? 0 : undefined);
}

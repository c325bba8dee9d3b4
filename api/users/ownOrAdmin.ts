import { holdsAny } from '../../schemas/roles';
import type { AccessClaims } from '../../schemas/claims';
import { forbidden } from '../http/errors';

/** A user's own data, or anyone's for an admin (iCRMAdmin); else 403. */
export function assertOwnOrAdmin(caller: AccessClaims, azureId: string): void {
  if (caller.azureId.toLowerCase() !== azureId.toLowerCase() && !holdsAny(caller.roles, ['iCRMAdmin'])) {
    throw forbidden('You can only see or change your own user');
  }
}

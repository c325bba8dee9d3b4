import type { EndpointKey } from '../../schemas/endpoints';
import { forbidden } from '../http/errors';

/** Besides the public auth calls, what a user who has not accepted the terms of use may call: the agreement and their own record. */
const OPEN_BEFORE_TERMS: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'POST auth/SetTosAgreement',
  'GET auth/GetUserByAzureId/{id}',
  'GET customer/getuser',
]);

export const TERMS_NOT_ACCEPTED = 'You have not accepted the terms of use yet. Accept them when you log in to use the CRM.';

/** Spec part 1 §4: no data before the terms of use are accepted, enforced here rather than trusted to the login screen. */
export function assertTermsAccepted(endpoint: EndpointKey, tosAgreement: boolean): void {
  if (!tosAgreement && !OPEN_BEFORE_TERMS.has(endpoint)) throw forbidden(TERMS_NOT_ACCEPTED);
}

/** Permission keys carried in the access token's `roles` claim (spec part 1 §6, part 2 §6). */
export const ROLES = [
  'iCRMBasis',
  'iCRMFinancieel',
  'iCRMManager',
  'iTasksManager',
  'iCRMAdmin',
  'iCRMSpecialOfferSend',
  'iCRMSpecialOfferEdit',
  'iVisits',
  'iVisitsManager',
  'iTasks',
  'iCRMWholesale',
  'DexxFRAccountantExports',
  'DexxCnCExports',
  'DexxCnCModule',
  'MFJDFexport',
] as const;

export type Role = (typeof ROLES)[number];

/** An access list: the caller needs at least one of these roles. */
export type AccessList = readonly Role[];

/** True when the access list is empty (open to every signed-in user) or the user holds one listed role. */
export function holdsAny(userRoles: readonly string[], access: AccessList): boolean {
  return access.length === 0 || access.some((role) => userRoles.includes(role));
}

/** The access token may carry `roles` as an array or as a single string. */
export function normaliseRoles(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((r): r is string => typeof r === 'string');
  return typeof claim === 'string' && claim !== '' ? [claim] : [];
}

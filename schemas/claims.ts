/**
 * The claims of an access token the browser reads: exactly those of spec part 1 §3 (roles,
 * preferred_username, userName, azureId, groupCode). The tenant (company id) is not among them: the
 * browser takes it from the current group as groupcode/GetAccessableGroups lists it (dataProvider/tenant.ts).
 */
export interface AccessClaims {
  roles: string[];
  preferred_username: string;
  userName: string;
  azureId: string;
  groupCode: string;
}

/** The claims as read back from a token, with its expiry (seconds since the epoch). */
export interface TokenClaims extends AccessClaims {
  exp: number;
}

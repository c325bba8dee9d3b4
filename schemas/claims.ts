/** The claims of an access token (spec part 1 §3: roles, preferred_username, userName, azureId, groupCode): signed by the api, read by the browser. */
export interface AccessClaims {
  roles: string[];
  preferred_username: string;
  userName: string;
  azureId: string;
  groupCode: string;
  companyId: number;
}

/** The claims as read back from a token, with its expiry (seconds since the epoch). */
export interface TokenClaims extends AccessClaims {
  exp: number;
}

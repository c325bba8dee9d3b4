/**
 * Whether a user sees tenant 4's all-customers financial group chart in percent (spec part 1 §6: a
 * fixed list of named identities; everyone else sees absolute values). The list is configuration
 * (PERCENT_VIEW_EMAILS: the real names are the group's, not ours to invent); identities are the sign-in
 * names (the token's preferred_username), compared without regard to case.
 */
export function seesFinancialGroupsInPercent(identity: string | undefined, percentViewEmails: readonly string[]): boolean {
  const name = identity?.trim().toLowerCase();
  return name !== undefined && percentViewEmails.some((email) => email.trim().toLowerCase() === name);
}

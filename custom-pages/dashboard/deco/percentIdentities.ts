/**
 * The fixed list of 8 named identities (spec part 1 §6) that see the all-customers financial group
 * chart in percent; everyone else sees absolute values. Identities are the sign-in names (the token's
 * preferred_username), compared without regard to case: the directors and the controllers of the
 * group, plus the demo admin and manager so the percent view can be tried on the demo data.
 */
export const PERCENT_VIEW_IDENTITIES: readonly string[] = [
  'admin@demo.test',
  'manager@demo.test',
  'directie@heembloemex.nl',
  'financieel.directeur@heembloemex.nl',
  'controller@heembloemex.nl',
  'commercieel.directeur@heembloemex.nl',
  'verkoopleider@heembloemex.nl',
  'algemeen.directeur@floragroep.nl',
];

export function seesFinancialGroupsInPercent(identity: string | undefined): boolean {
  const name = identity?.trim().toLowerCase();
  return name !== undefined && PERCENT_VIEW_IDENTITIES.includes(name);
}

/**
 * The debtor groups the caller (azure id in SQL parameter `param`, e.g. '$1') may use: every group of theirs,
 * not only the current one, as the prelevement screen lists both companies' debtors at once. What the
 * debtor list shows, a selection may collect and a run may reveal.
 */
export const callerGroups = (param: string) =>
  `(SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = ${param} AND u.deleted_at IS NULL)`;

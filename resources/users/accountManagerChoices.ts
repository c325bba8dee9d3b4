import type { AccountManager } from '../../schemas/entities/account';

/** A code the users dialog offers: who holds it, and whether that is someone else (the api refuses it then). */
export interface AccountManagerChoice {
  code: string;
  holder: string;
  takenByOther: boolean;
}

/**
 * The account manager codes of the user's company (admin/GetAccountManagers), each once, sorted; a code
 * another user holds is offered disabled with that user's name, the 400 'belongs to' before any save.
 */
export function accountManagerChoices(rows: readonly AccountManager[], companyId: number | null, azureId: string | undefined): AccountManagerChoice[] {
  const own = azureId?.toLowerCase();
  const byCode = new Map<string, AccountManagerChoice>();
  for (const row of rows) {
    if (row.companyId !== companyId || byCode.has(row.accountManager)) continue;
    byCode.set(row.accountManager, { code: row.accountManager, holder: row.name, takenByOther: row.azureId.toLowerCase() !== own });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

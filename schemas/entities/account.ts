/** Wire types of the account, session and admin endpoints (spec part 1 §3, part 2 §3). */

/** Access and refresh token as login, refresh, password update and group switch answer them. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The signed-in user as the auth and profile endpoints answer it. */
export interface SessionUser {
  id: number;
  azureId: string;
  name: string;
  userName: string;
  email: string;
  preferred_username: string;
  tosAgreement: boolean;
  language: string;
  companyId: number;
  companyName: string;
  groupCode: string;
  groupName: string;
  roles: string[];
}

export interface SessionAnswer extends TokenPair {
  user: SessionUser;
}

export interface MessageAnswer {
  message: string;
}

export interface SuccessAnswer {
  success: true;
}

export interface RoleOption {
  id: number;
  name: string;
}

export interface CompanyOption {
  id: number;
  name: string;
}

/** A debtor group (groupcode/getallgroups). */
export interface GroupOption {
  groupName: string;
  groupCode: string;
  companyId: number;
  companyName: string;
}

/** A debtor group with a user's access to it (groupcode/GetAccessableGroups, …ByAzureId). */
export interface AccessibleGroup extends GroupOption {
  accessable: boolean;
}

/** A row of GET admin/getusers (spec part 2 §3 "User (admin)"). */
export interface AdminUser {
  azureId: string;
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
  groupCode: string;
  groupName: string;
  target: number;
  language: string;
  roles: RoleOption[];
  accountManagers: { accountManager: string; accountManagerName?: string | null; companyId?: number | null }[];
  /** Grows with every edit; sent back with an edit so a stale one is refused. */
  version: number;
}

/** A row of GET admin/GetAccountManagers. */
export interface AccountManager {
  name: string;
  azureId: string;
  accountManager: string;
  companyId: number;
}

/** GET admin/getlatestimport: YYYY-MM-DD dates, null before the first import. */
export interface LatestImport {
  importFinished: string | null;
  latestInvoice: string | null;
}

/** A row of GET profile/GetLoginHistory (spec part 1 §3). */
export interface LoginHistoryRow {
  extraInfo: 'successful' | 'unsuccessful';
  ip: string;
  startDate: string;
  city: string | null;
  zipcode: string | null;
  region: string | null;
  country: string | null;
  gpsLoc: string | null;
}

/** A customer of the global search (customer/getallcustomerstosearch). */
export interface SearchableCustomer {
  debnr: string;
  name: string;
}

/** A row of GET hbxdeco/GetVerzendBevestigingen. */
export interface SentConfirmation {
  debiteurNummer: string;
  debiteurNaam: string;
  email: string;
  verzendbevestigingDatum: string;
  verzendReviewDatum: string | null;
}

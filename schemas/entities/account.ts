import { z } from 'zod';
/** Wire types of the account, session and admin endpoints (spec part 1 §3, part 2 §3). */

/** Access and refresh token as login, refresh, password update and group switch answer them. */
export const TokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof TokenPair>;

/** The signed-in user as the auth and profile endpoints answer it. */
export const SessionUser = z.object({
  id: z.number(),
  azureId: z.string(),
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  preferred_username: z.string(),
  tosAgreement: z.boolean(),
  language: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionAnswer = TokenPair.extend({
  user: SessionUser,
});
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const MessageAnswer = z.object({
  message: z.string(),
});
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const SuccessAnswer = z.object({
  success: z.literal(true),
});
export type SuccessAnswer = z.infer<typeof SuccessAnswer>;

export const RoleOption = z.object({
  id: z.number(),
  name: z.string(),
});
export type RoleOption = z.infer<typeof RoleOption>;

export const CompanyOption = z.object({
  id: z.number(),
  name: z.string(),
});
export type CompanyOption = z.infer<typeof CompanyOption>;

/** A debtor group (groupcode/getallgroups). */
export const GroupOption = z.object({
  groupName: z.string(),
  groupCode: z.string(),
  companyId: z.number(),
  companyName: z.string(),
});
export type GroupOption = z.infer<typeof GroupOption>;

/** A debtor group with a user's access to it (groupcode/GetAccessableGroups, …ByAzureId). */
export const AccessibleGroup = GroupOption.extend({
  accessable: z.boolean(),
});
export type AccessibleGroup = z.infer<typeof AccessibleGroup>;

/** A row of GET admin/getusers (spec part 2 §3 "User (admin)"). */
export const AdminUser = z.object({
  azureId: z.string(),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  target: z.number(),
  language: z.string(),
  roles: z.array(RoleOption),
  accountManagers: z.array(z.object({ accountManager: z.string(), accountManagerName: z.string().nullable().optional(), companyId: z.number().nullable().optional() })),
  /** Grows with every edit; sent back with an edit so a stale one is refused. */
  version: z.number(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A row of GET admin/GetAccountManagers. */
export const AccountManager = z.object({
  name: z.string(),
  azureId: z.string(),
  accountManager: z.string(),
  companyId: z.number(),
});
export type AccountManager = z.infer<typeof AccountManager>;

/** GET admin/getlatestimport: YYYY-MM-DD dates, null before the first import. */
export const LatestImport = z.object({
  importFinished: z.string().nullable(),
  latestInvoice: z.string().nullable(),
});
export type LatestImport = z.infer<typeof LatestImport>;

/** A row of GET profile/GetLoginHistory (spec part 1 §3). */
export const LoginHistoryRow = z.object({
  extraInfo: z.enum(['successful', 'unsuccessful']),
  ip: z.string(),
  startDate: z.string(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  gpsLoc: z.string().nullable(),
});
export type LoginHistoryRow = z.infer<typeof LoginHistoryRow>;

/** A customer of the global search (customer/getallcustomerstosearch). */
export const SearchableCustomer = z.object({
  debnr: z.string(),
  name: z.string(),
});
export type SearchableCustomer = z.infer<typeof SearchableCustomer>;

/** A row of GET hbxdeco/GetVerzendBevestigingen. */
export const SentConfirmation = z.object({
  debiteurNummer: z.string(),
  debiteurNaam: z.string(),
  email: z.string(),
  verzendbevestigingDatum: z.string(),
  verzendReviewDatum: z.string().nullable(),
});
export type SentConfirmation = z.infer<typeof SentConfirmation>;

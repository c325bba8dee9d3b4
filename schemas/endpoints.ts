import type { Role } from './roles';

/**
 * The back-office API's access table: who may call each legacy endpoint (paths under /api/,
 * written as the spec writes them; the api matches them case-insensitively).
 * - 'public': no token needed (login and password flows);
 * - 'signed-in': any valid token;
 * - a role list: the caller needs at least one of them.
 * The api refuses to start a route missing here, and the browser asks the same table in `canAccess`.
 */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[];

const BASIS_OR_FINANCE: Role[] = ['iCRMBasis', 'iCRMFinancieel'];
const BASIS: Role[] = ['iCRMBasis'];
const ADMIN: Role[] = ['iCRMAdmin'];
const MANAGER: Role[] = ['iCRMManager'];
const DEB_EXPORT: Role[] = ['DexxFRAccountantExports'];
const CNC_EXPORTS: Role[] = ['DexxCnCExports'];
const MF_EXPORTS: Role[] = ['MFJDFexport'];
const OFFER_SEND: Role[] = ['iCRMSpecialOfferSend'];
const OFFER_EDIT: Role[] = ['iCRMSpecialOfferEdit'];
/** Who has a profile with statistics (spec part 2 §1: /profile, /stats/user), and the managers who read them. */
const OWN_STATS: Role[] = ['iCRMBasis', 'iCRMFinancieel', 'iCRMManager'];

export const ENDPOINT_ACCESS = {
  // auth
  'POST auth/login': 'public',
  'POST auth/refreshtoken': 'public',
  'POST auth/logout': 'public',
  'POST auth/resetPassword': 'public',
  'POST auth/updatePassword': 'public',
  'POST auth/SetTosAgreement': 'signed-in',
  'GET auth/getRoles': 'signed-in',
  'GET auth/GetUserByAzureId/{id}': 'signed-in',
  'GET auth/UpdateUserLanguage/{id}': 'signed-in',
  // groups
  'GET groupcode/GetAccessableGroups': 'signed-in',
  'GET groupcode/getallgroups': 'signed-in',
  'POST groupcode/SetCurrentGroup': 'signed-in',
  'GET groupcode/GetAccessableGroupsByAzureId': ADMIN,
  'GET groupcode/GetUnaccessableGroupsByAzureId': ADMIN,
  'POST groupcode/AddOrRemoveGroupFromUser': ADMIN,
  'GET groupcode/refreshgroups': ADMIN,
  // admin
  // tasks (the api narrows each call to the tasks the caller may see)
  'GET task/getTasks': ['iCRMBasis', 'iTasks', 'iCRMManager', 'iTasksManager'],
  'GET task/gettask/{id}': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'GET task/GetTaskEventsForTimeLine/{id}': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'GET task/getAccountManagers': ['iCRMBasis', 'iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/createtask': ['iTasks'],
  'POST task/UpdateTask': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/concludetask': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/UpdateTaskFalseAlarm': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/createComment': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'GET task/getTasksOverview': ['iCRMManager', 'iTasksManager'],
  'GET task/getOrderTask/{id}': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/UpdateOrderTask': ['iTasks', 'iCRMManager', 'iTasksManager'],
  'POST task/UpdateTaskAccountManager': ['iCRMManager'],
  'POST task/UpdateOrderTaskAccountManager': ['iCRMManager'],
  // the task overview's favourite users (spec part 2 §7 lists them with the leads' calls)
  'GET manager/GetFavoriteUsers': ['iCRMManager', 'iTasksManager'],
  'GET manager/GetUsersToFavorite': ['iCRMManager', 'iTasksManager'],
  'POST manager/AddFavoriteUser': ['iCRMManager', 'iTasksManager'],
  'DELETE manager/DeleteFavoriteUser': ['iCRMManager', 'iTasksManager'],
  // prelevement (direct debit)
  'POST prelevement/getprelevement': MANAGER,
  'POST prelevement/GeneratePrelevementXml': MANAGER,
  'POST prelevement/GeneratePrelevementExcel': MANAGER,
  'POST prelevement/SendPrelevement': MANAGER,
  'GET prelevement/runs': MANAGER,
  'GET prelevement/runs/{id}/file': MANAGER,
  // new leads (the api narrows each call to the leads of the caller's companies)
  'GET customer/getnewleads': BASIS,
  'GET customer/GetMultipleEmailLeads': BASIS,
  'GET customer/GetMultipleVatLeads': BASIS,
  'POST customer/checkVies': BASIS,
  'POST customer/createNewLead': BASIS,
  'POST customer/validateNewLead': BASIS,
  'POST customer/editNewLead': BASIS,
  'POST customer/returnNewLead': BASIS,
  'POST customer/deleteNewLead': BASIS,
  'GET customer/getnewcustomers': BASIS,
  'GET customer/ActivateNewCustomer/{debnr}': BASIS,
  'POST customer/GetAllTemplatesNewLeads': BASIS,
  'POST customer/GetTemplatesNewLeads': BASIS,
  'POST customer/AddFaviCRMUser': BASIS,
  'POST customer/DeleteFaviCRMUser': BASIS,
  'POST customer/GetAllDebType': BASIS,
  'POST customer/importNewLeads': BASIS,
  'POST customer/getNavCountNewleads': BASIS,
  'GET manager/getassignnewleads': MANAGER,
  'GET manager/GetReturnedNewLeads': MANAGER,
  'POST manager/ActivateNewLead': MANAGER,
  'GET manager/GetiCRMusersNewLeads': MANAGER,
  'GET manager/GetFaviCRMusersNewLeads': MANAGER,
  'POST manager/AddFaviCRMUser': MANAGER,
  'POST manager/DeleteFaviCRMUser': MANAGER,
  'POST manager/editNewLead': MANAGER,
  'GET manager/getexportnewleads': MANAGER,
  'GET manager/getoverviewnewleads': MANAGER,
  'POST manager/generateexportnewleads': MANAGER,
  'POST manager/generateexportnewleadscopyfp': MANAGER,
  'POST manager/generateexactexportnewleads': MANAGER,
  // usage statistics
  'GET monitor/getpagelogs': MANAGER,
  'GET monitor/getuserlogsbypage': MANAGER,
  'GET monitor/GetUserStatsAllPages': MANAGER,
  'GET manager/GetManagerAssignedUsers': MANAGER,
  'POST manager/AddManagerAssignedUser': MANAGER,
  'DELETE manager/RemoveManagerAssignedUser': MANAGER,
  // a user's own statistics, or anyone's for iCRMManager (the api checks which)
  'GET monitor/GetUserVisitsPerDay/{azureId}': OWN_STATS,
  'GET monitor/GetUserDeviceDistribution/{azureId}': OWN_STATS,
  'GET monitor/GetUserPageVisits/{azureId}': OWN_STATS,
  'GET monitor/GetUserCustomerSearches/{azureId}': OWN_STATS,
  'GET monitor/GetUserCustomerClicks/{azureId}': OWN_STATS,
  'GET monitor/GetUserVisitsAveragePerHour/{azureId}': OWN_STATS,
  'GET monitor/GetUserVisitsPerHour/{azureId}': OWN_STATS,
  'GET monitor/GetUserStatsByUser/{azureId}': OWN_STATS,
  'GET monitor/GetAverageUserStats': OWN_STATS,
  // showroom visits
  'GET visits/Getallvisits': ['iVisits'],
  'GET visits/getVisit/{id}': ['iVisits'],
  'GET visits/GetCustomerForVisit/{debtorNumber}': ['iVisits'],
  'GET visits/ics/{id}': ['iVisits'],
  'POST visits/CreateShowroomVisit': ['iVisits'],
  'PUT visits/UpdateShowroomVisit': ['iVisits'],
  'PUT visits/CancelShowroomVisit': ['iVisits'],
  // special offers: senders send the offers they have access to; editors manage all of them
  'GET specialOffer/getspecialoffers': OFFER_EDIT,
  'GET specialOffer/getspecialoffer/{id}': OFFER_EDIT,
  'GET specialOffer/GetSpecialOffersWithProducts': OFFER_SEND,
  'POST specialOffer/GetProductsBySpecialOffer': [...OFFER_SEND, ...OFFER_EDIT],
  'POST specialOffer/GetUsersBySpecialOffer': OFFER_EDIT,
  'GET specialOffer/GetSpecialOfferLogs': ADMIN,
  'POST specialOffer/addSpecialOffer': OFFER_EDIT,
  'DELETE specialOffer/deleteSpecialOffer': OFFER_EDIT,
  'POST specialOffer/editSpecialOffer': OFFER_EDIT,
  'POST specialOffer/handleUserAccessSpecialOffer': OFFER_EDIT,
  'GET GetLatestStatusUpdate': [...OFFER_SEND, ...OFFER_EDIT],
  'GET specialoffer/getvalutas': [...OFFER_SEND, ...OFFER_EDIT],
  'POST specialoffer/RemoveAndAddUsersToSendinblueList': OFFER_SEND,
  'POST specialOffer/CreateCampaignPromo': OFFER_SEND,
  'POST specialoffer/CreateCampaignPromoToDebug': OFFER_EDIT,
  'POST specialoffer/GetEmailsForSpecialOffer': OFFER_EDIT,
  'GET specialoffer/getpartijmarkeringen': OFFER_EDIT,
  // export and API pages (spec part 2 §2, §7)
  'GET GenerateDexxCBSExport': DEB_EXPORT,
  'GET DownloadExcelDexxCBSExport': DEB_EXPORT,
  'GET GenerateDexxCBSExportExpedition': DEB_EXPORT,
  'GET DownloadExcelDexxCBSExportExpedition': DEB_EXPORT,
  'GET GenerateDexxCnCExport': CNC_EXPORTS,
  'POST DownloadExcelDexxCnCExport': CNC_EXPORTS,
  'GET GenerateStockExport': CNC_EXPORTS,
  'POST DownloadExcelStockExport': CNC_EXPORTS,
  'GET quadra/preview': ['iCRMFinancieel'],
  'GET quadra/faults': ['iCRMFinancieel'],
  'GET quadra/download-sales': ['iCRMFinancieel'],
  'GET quadra/download-payments': ['iCRMFinancieel'],
  'GET GenerateAdHocExport': MF_EXPORTS,
  'POST DownloadExcelAdHoc': MF_EXPORTS,
  'GET ExportJDF': MF_EXPORTS,
  'GET ExportJDF/download': MF_EXPORTS,
  'GET GetPurchaseOverviewCustomers': MF_EXPORTS,
  'GET GetPurchaseOverviewDetails': MF_EXPORTS,
  'GET getapis': ADMIN,
  'GET files/enalyzer/{name}': ADMIN,
  'GET files/excel/{name}': ADMIN,
  'GET send/excel/{name}': ADMIN,
  'GET send/callcenter': ADMIN,
  'GET download/callcenter': ADMIN,
  'POST DownloadFlowerPlaceExportTable': ADMIN,
  // history of a record (the api checks the record's own read rules)
  'GET history/{entity}/{id}': 'signed-in',
  // saved views of the generated lists (issue 39): each caller's own, of any list (the list checks its own roles)
  'GET view/{list}': 'signed-in',
  'POST view/{list}': 'signed-in',
  'PUT view/{list}/{id}': 'signed-in',
  'DELETE view/{list}/{id}': 'signed-in',
  'GET admin/getusers': ADMIN,
  'GET admin/GetRolesByAzureId': ADMIN,
  'GET admin/getcompanies': 'signed-in',
  'POST admin/updateuser': ADMIN,
  'POST admin/createuser': ADMIN,
  'POST admin/deleteuser': ADMIN,
  'GET admin/GetAccountManagers': 'signed-in',
  'GET admin/getlatestimport': 'signed-in',
  'GET sendinblue/ImportUsers': ADMIN,
  // profile and monitoring
  'GET profile/GetLoginHistory': 'signed-in',
  'POST monitor/createuserlog': 'signed-in',
  // customers
  // Also the click-and-collect module's customer picker.
  'GET customer/getallcustomerstosearch': ['iCRMBasis', 'iCRMFinancieel', 'iTasks', 'iVisits', 'DexxCnCModule'],
  // also the wholesale customers list (/wholesale/Customers): the spec names no other call for it
  'GET customer/getallcustomers': ['iCRMBasis', 'iCRMWholesale'],
  'GET customer/getcustomer/{debnr}': BASIS_OR_FINANCE,
  'GET customer/getturnover/{debnr}': BASIS_OR_FINANCE,
  'GET customer/getdeparturehistory/{debnr}': BASIS_OR_FINANCE,
  'GET customer/getinvoices/{debnr}': BASIS_OR_FINANCE,
  'GET customer/gettodaysturnover/{debnr}': BASIS_OR_FINANCE,
  'GET customer/getunpaid/{debnr}': BASIS_OR_FINANCE,
  // also the task page, which loads the task customer's webshop visits (spec part 2 §2)
  'GET customer/GetWeblogVisits/{debnr}': [...BASIS_OR_FINANCE, 'iTasks', 'iCRMManager', 'iTasksManager'],
  'GET customer/getcomments/{debnr}': BASIS_OR_FINANCE,
  'GET customer/getbackorders/{debnr}': BASIS_OR_FINANCE,
  'POST customer/submitcomment/{debnr}': BASIS_OR_FINANCE,
  'POST customer/OpenAndCloseCustomer/{debnr}': ['iCRMFinancieel'],
  'POST customer/opencustomerroute': MANAGER,
  'GET customer/UpdateSalesmanCustomerCode/{debnr}': BASIS_OR_FINANCE,
  'GET customer/GetNotesbyUser': BASIS,
  'GET customer/GetClosedCustomers': BASIS,
  'GET customer/getuser': 'signed-in',
  'POST customer/updateUserPassword': 'signed-in',
  'POST customer/downloadReservationExcel': BASIS_OR_FINANCE,
  'POST customer/MailReservationExcel': BASIS_OR_FINANCE,
  // lists
  'GET unpaid/getunpaid': BASIS_OR_FINANCE,
  'POST unpaid/downloadUnpaid': BASIS_OR_FINANCE,
  'GET admin/getOpenPosten': BASIS_OR_FINANCE,
  'POST admin/SendOpenPost': BASIS_OR_FINANCE,
  'GET GetGreenAndBloomSaldoOverzicht': BASIS_OR_FINANCE,
  'GET callList/GetBlock1': BASIS,
  'GET callList/GetBlock2': BASIS,
  'GET callList/GetBlock3': BASIS,
  'GET callList/GetBlock4': BASIS,
  'GET callList/GetBlock6': BASIS,
  'GET manager/getcredits': MANAGER,
  'GET wholesale/getallcustomers': ['iCRMWholesale'],
  'GET wholesale/getsubcode/{debnr}': ['iCRMWholesale'],
  'POST wholesale/savesubcode': ['iCRMWholesale'],
  'POST wholesale/updateprimaryemail': ['iCRMWholesale'],
  'GET cashCarry/GetCCwInternetChart': ['DexxCnCModule'],
  'GET cashCarry/GetCCwInternetTable': ['DexxCnCModule'],
  'GET DexxCnCModuleGetVerkoopers': ['DexxCnCModule'],
  'POST DexxCnCModuleUpdateIKLANT': ['DexxCnCModule'],
  'GET hbxdeco/GetVerzendBevestigingen': BASIS,
  // dashboards and analytics
  'GET weblog/getweblog': BASIS,
  'GET weblog/getweblogvisits': BASIS,
  'GET overview/getoverview': BASIS,
  'GET overview/getpastyearoverview': BASIS,
  'GET overview/getnewnlostcustomers': BASIS,
  'POST overview/downloadnewnlostcustomers': BASIS,
  'GET turnover/getallturnover': BASIS,
  'POST turnover/DownloadTurnover': BASIS,
  'GET crm/dashboard/getturnoverorders': BASIS,
  'GET crm/dashboard/GetTurnoverDistribution': BASIS,
  'GET crm/dashboard/getblocks': BASIS,
  'GET crm/dashboard/gettables': BASIS,
  'GET crm/dashboard/getcharts': BASIS,
  'GET crm/dashboard/GetCreditRedenVerdeling': BASIS,
  'GET hbxdeco/GetTurnoverByCustomer/{debnr}': BASIS_OR_FINANCE,
  'GET hbxdeco/GetFinancialGroupDistribution': BASIS,
  'GET hbxdeco/GetFinancialGroupDistributionAllCustomers': BASIS,
  'GET hbxdeco/GetHbxDecoDashboardBlocks': BASIS,
  'GET hbxdeco/GetDashboardTopTables': BASIS,
  'GET hbxdeco/GetDashboardStijgersAndDalers': BASIS,
  'GET hbxdeco/GetAllTurnover': BASIS,
  'GET hbxdeco/GetFinancieleGroepen': BASIS,
  'GET hbxdeco/GetWeeklyOrderFrequency': BASIS,
  'GET hbxdeco/GetTopCreditCustomers': BASIS,
  'GET hbxdeco/GetOverview': BASIS,
  'GET hbxdeco/GetPastYearOverview': BASIS,
  'GET hbxdeco/GetHbxDecoReservations': BASIS,
  'GET hbxdeco/GetTargetOverview': BASIS,
  'GET hbxdeco/GetMargesOverview': BASIS,
  'GET hbxdeco/GetTopPerExchangeRateGroup': BASIS,
  'POST hbxdeco/DownloadTurnover': BASIS,
} as const satisfies Record<string, EndpointAccess>;

export type EndpointKey = keyof typeof ENDPOINT_ACCESS;

/** Legacy POSTs that only read (their question travels in the body): calling them changes no data. */
const READING_POSTS: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'POST prelevement/getprelevement',
  'POST customer/checkVies',
  'POST customer/GetAllTemplatesNewLeads',
  'POST customer/GetTemplatesNewLeads',
  'POST customer/GetAllDebType',
  'POST customer/getNavCountNewleads',
  'POST specialOffer/GetProductsBySpecialOffer',
  'POST specialOffer/GetUsersBySpecialOffer',
  'POST specialoffer/GetEmailsForSpecialOffer',
  'POST DownloadExcelDexxCnCExport',
  'POST DownloadExcelAdHoc',
  'POST DownloadFlowerPlaceExportTable',
]);

/** Writes of the caller's own list settings (saved views): no list or query shows them, so nothing refreshes. */
const SETTINGS_WRITES: ReadonlySet<EndpointKey> = new Set<EndpointKey>(['POST view/{list}', 'PUT view/{list}/{id}', 'DELETE view/{list}/{id}']);

/** Whether a call may change data (so cached lists and queries must refresh after it). */
export function changesData(key: EndpointKey): boolean {
  return !key.startsWith('GET ') && !READING_POSTS.has(key) && !SETTINGS_WRITES.has(key);
}

/** Splits 'GET customer/getcustomer/{debnr}' into its method and path template. */
export function parseEndpointKey(key: EndpointKey): { method: string; path: string } {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path };
}

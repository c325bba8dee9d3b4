import { z } from 'zod';
import type { EndpointKey } from './endpoints';
import {
  AccessibleGroup, AccountManager, AdminUser, CompanyOption, GroupOption, LatestImport, LoginHistoryRow, MessageAnswer,
  RoleOption, SearchableCustomer, SentConfirmation, SessionAnswer, SessionUser, SuccessAnswer, TokenPair,
} from './entities/account';
import { BackorderLine } from './entities/backorder';
import { LastInvoiceRow, NewCustomerRow, SingleInvoiceRow } from './entities/callList';
import { CashCarryChartRow, CashCarryTableRow, Seller } from './entities/cashCarry';
import { ClosedCustomer } from './entities/closedCustomer';
import { Comment } from './entities/comment';
import { HistoryEntry } from './entities/history';
import { SavedView } from './entities/savedView';
import { FavoriteUser, FavouriteUsers, UserToFavorite } from './entities/favourites';
import { AssignableLead, FavouriteTemplate, LeadCounts, LeadDuplicate, LeadImportAnswer, LeadTemplate, NewLead, ViesAnswer } from './entities/lead';
import { AverageHourVisits, CustomerTouches, DailyVisits, DeviceVisits, HourlyVisits, UserPageVisits, UserStats } from './entities/userStats';
import { PageStat, PageUserStat, FavouriteUserStat } from './entities/pageStats';
import { CustomerForVisit, ShowroomVisit } from './entities/visit';
import { AccountingFault, AccountingRow, AdHocRow, ApiEntry, CncExportRow, DeclarationRow, JdfRow, PurchaseCustomer, PurchaseLine, StockExportRow } from './entities/exports';
import { CampaignAnswer, Currency, MarkingOption, OfferLog, OfferProduct, OfferRecipient, OfferUserAccess, ProviderStatus, SendableOffer, SpecialOffer } from './entities/specialOffer';
import { PrelevementDebtor, PrelevementMail, PrelevementRun } from './entities/prelevement';
import { OrderTask, Task, TaskAccountManager, TaskEvent } from './entities/task';
import { CreditRow } from './entities/credit';
import { Customer, CustomerListRow } from './entities/customer';
import { MailReservationResult, OpenAndCloseResult, RouteOpeningResult } from './entities/customerActions';
import { Departure } from './entities/customerDeparture';
import { CustomerUnpaid, Invoice, TodaysTurnover } from './entities/customerInvoice';
import { CustomerTurnover } from './entities/customerTurnover';
import { WeblogVisit } from './entities/customerWeblog';
import { CreditReason, DashboardBlocks, DashboardCharts, DashboardTables, TurnoverDistributionRow, TurnoverOrdersWeek } from './entities/dashboard';
import {
  CreditCustomer, DecoDashboardBlocks, DecoReservations, DecoTopTables, ExchangeRateGroupTop, FinancialGroupShare, MargesOverview,
  OrderSourceWeek, StijgersAndDalers, TargetOverview,
} from './entities/dashboardDeco';
import { Note } from './entities/note';
import { NewAndLostWeek, Overview } from './entities/overview';
import { DecoOverview } from './entities/overviewDeco';
import { WeeklyTurnoverRow } from './entities/turnover';
import { DecoTurnoverRow, FinancieleGroep } from './entities/turnoverDeco';
import { OpenItemsCustomer, UnpaidRow } from './entities/unpaid';
import { WeblogRow } from './entities/weblog';
import { WholesaleCustomer, WholesaleSaveResult } from './entities/wholesale';

/** A file answer (xlsx, csv, xml, ics): the browser saves it with `download`, the api answers it with a FileResult. */
export const FileAnswer = z.custom<Blob>((value) => value instanceof Blob, 'a file');
export type FileAnswer = Blob;

/**
 * The contract table's answers: what each endpoint of the access table answers on success, as a zod schema
 * (schemas/endpointSources.ts gives each call's source). The browser's typed calls (useApiQuery,
 * useApiMutation, call) infer their result from it, defineRoute checks each route handler's return against it,
 * the OpenAPI document is generated from it, and `npm run check-upstream` validates a live back office's
 * answers with it. Adding an endpoint to schemas/endpoints.ts means adding its line here.
 */
export const ENDPOINT_ANSWERS = {
  // auth
  'POST auth/login': SessionAnswer,
  'POST auth/refreshtoken': SessionAnswer,
  'POST auth/logout': MessageAnswer,
  'POST auth/resetPassword': MessageAnswer,
  'POST auth/updatePassword': SessionAnswer,
  'POST auth/SetTosAgreement': SessionUser,
  'GET auth/getRoles': z.array(RoleOption),
  'GET auth/GetUserByAzureId/{id}': SessionUser,
  'GET auth/UpdateUserLanguage/{id}': SessionUser,
  // groups
  'GET groupcode/GetAccessableGroups': z.array(AccessibleGroup),
  'GET groupcode/getallgroups': z.array(GroupOption),
  'POST groupcode/SetCurrentGroup': TokenPair,
  'GET groupcode/GetAccessableGroupsByAzureId': z.array(AccessibleGroup),
  'GET groupcode/GetUnaccessableGroupsByAzureId': z.array(AccessibleGroup),
  'POST groupcode/AddOrRemoveGroupFromUser': AccessibleGroup.optional(),
  'GET groupcode/refreshgroups': z.object({ added: z.number(), groups: z.number() }),
  // tasks
  'GET task/getTasks': z.array(Task),
  'GET task/gettask/{id}': Task,
  'GET task/GetTaskEventsForTimeLine/{id}': z.array(TaskEvent),
  'GET task/getAccountManagers': z.array(TaskAccountManager),
  'POST task/createtask': Task,
  'POST task/UpdateTask': Task,
  'POST task/concludetask': Task,
  'POST task/UpdateTaskFalseAlarm': Task,
  'POST task/createComment': MessageAnswer,
  'GET task/getTasksOverview': z.array(Task),
  'GET task/getOrderTask/{id}': OrderTask,
  'POST task/UpdateOrderTask': OrderTask,
  'POST task/UpdateTaskAccountManager': Task,
  'POST task/UpdateOrderTaskAccountManager': Task,
  'GET manager/GetFavoriteUsers': z.array(FavoriteUser),
  'GET manager/GetUsersToFavorite': z.array(UserToFavorite),
  'POST manager/AddFavoriteUser': z.array(FavoriteUser),
  'DELETE manager/DeleteFavoriteUser': z.array(FavoriteUser),
  // prelevement (direct debit)
  'POST prelevement/getprelevement': z.array(PrelevementDebtor),
  'POST prelevement/GeneratePrelevementXml': FileAnswer,
  'POST prelevement/GeneratePrelevementExcel': FileAnswer,
  'POST prelevement/SendPrelevement': z.array(PrelevementMail),
  'GET prelevement/runs': z.array(PrelevementRun),
  'GET prelevement/runs/{id}/file': FileAnswer,
  // new leads
  'GET customer/getnewleads': z.array(NewLead),
  'GET customer/GetMultipleEmailLeads': z.array(LeadDuplicate),
  'GET customer/GetMultipleVatLeads': z.array(LeadDuplicate),
  'POST customer/checkVies': ViesAnswer,
  'POST customer/createNewLead': NewLead,
  'POST customer/validateNewLead': NewLead,
  'POST customer/editNewLead': NewLead,
  'POST customer/returnNewLead': NewLead,
  'POST customer/deleteNewLead': MessageAnswer,
  'GET customer/getnewcustomers': z.array(NewLead),
  'GET customer/ActivateNewCustomer/{debnr}': NewLead,
  'POST customer/GetAllTemplatesNewLeads': z.array(LeadTemplate),
  'POST customer/GetTemplatesNewLeads': z.array(FavouriteTemplate),
  'POST customer/AddFaviCRMUser': z.array(FavouriteTemplate),
  'POST customer/DeleteFaviCRMUser': z.array(FavouriteTemplate),
  'POST customer/GetAllDebType': z.array(z.object({ id: z.string(), text: z.string() })),
  'POST customer/importNewLeads': LeadImportAnswer,
  'POST customer/getNavCountNewleads': LeadCounts,
  'GET manager/getassignnewleads': z.array(AssignableLead),
  'GET manager/GetReturnedNewLeads': z.array(AssignableLead),
  'POST manager/ActivateNewLead': z.object({ validated: z.boolean() }),
  'GET manager/GetiCRMusersNewLeads': z.array(z.object({ azureId: z.string(), name: z.string(), email: z.string() })),
  'GET manager/GetFaviCRMusersNewLeads': z.array(z.object({ favoriteAzureId: z.string(), name: z.string(), email: z.string() })),
  'POST manager/AddFaviCRMUser': MessageAnswer,
  'POST manager/DeleteFaviCRMUser': MessageAnswer,
  'POST manager/editNewLead': NewLead,
  'GET manager/getexportnewleads': z.array(NewLead),
  'GET manager/getoverviewnewleads': z.array(NewLead),
  'POST manager/generateexportnewleads': FileAnswer,
  'POST manager/generateexportnewleadscopyfp': FileAnswer,
  'POST manager/generateexactexportnewleads': FileAnswer,
  // usage statistics
  'GET monitor/getpagelogs': z.array(PageStat),
  'GET monitor/getuserlogsbypage': z.array(PageUserStat),
  'GET monitor/GetUserStatsAllPages': z.array(FavouriteUserStat),
  'GET manager/GetManagerAssignedUsers': FavouriteUsers,
  'POST manager/AddManagerAssignedUser': FavouriteUsers,
  'DELETE manager/RemoveManagerAssignedUser': FavouriteUsers,
  'GET monitor/GetUserVisitsPerDay/{azureId}': z.array(DailyVisits),
  'GET monitor/GetUserDeviceDistribution/{azureId}': z.array(DeviceVisits),
  'GET monitor/GetUserPageVisits/{azureId}': z.array(UserPageVisits),
  'GET monitor/GetUserCustomerSearches/{azureId}': z.array(CustomerTouches),
  'GET monitor/GetUserCustomerClicks/{azureId}': z.array(CustomerTouches),
  'GET monitor/GetUserVisitsAveragePerHour/{azureId}': z.array(AverageHourVisits),
  'GET monitor/GetUserVisitsPerHour/{azureId}': z.array(HourlyVisits),
  'GET monitor/GetUserStatsByUser/{azureId}': UserStats,
  'GET monitor/GetAverageUserStats': UserStats,
  // showroom visits
  'GET visits/Getallvisits': z.array(ShowroomVisit),
  'GET visits/getVisit/{id}': ShowroomVisit,
  'GET visits/GetCustomerForVisit/{debtorNumber}': CustomerForVisit,
  'GET visits/ics/{id}': FileAnswer,
  'GET GenerateDexxCBSExport': z.array(DeclarationRow),
  'GET DownloadExcelDexxCBSExport': FileAnswer,
  'GET GenerateDexxCBSExportExpedition': z.array(DeclarationRow),
  'GET DownloadExcelDexxCBSExportExpedition': FileAnswer,
  'GET GenerateDexxCnCExport': z.array(CncExportRow),
  'POST DownloadExcelDexxCnCExport': FileAnswer,
  'GET GenerateStockExport': z.array(StockExportRow),
  'POST DownloadExcelStockExport': z.object({ message: z.string(), sentTo: z.string(), delivered: z.enum(['smtp', 'outbox']) }),
  'GET quadra/preview': z.array(AccountingRow),
  'GET quadra/faults': z.array(AccountingFault),
  'GET quadra/download-sales': FileAnswer,
  'GET quadra/download-payments': FileAnswer,
  'GET GenerateAdHocExport': z.array(AdHocRow),
  'POST DownloadExcelAdHoc': FileAnswer,
  'GET ExportJDF': z.array(JdfRow),
  'GET ExportJDF/download': FileAnswer,
  'GET GetPurchaseOverviewCustomers': z.array(PurchaseCustomer),
  'GET GetPurchaseOverviewDetails': z.array(PurchaseLine),
  'GET getapis': z.array(ApiEntry),
  'GET files/enalyzer/{name}': FileAnswer,
  'GET files/excel/{name}': FileAnswer,
  'GET send/excel/{name}': MessageAnswer,
  'GET send/callcenter': MessageAnswer,
  'GET download/callcenter': FileAnswer,
  'POST DownloadFlowerPlaceExportTable': FileAnswer,
  'GET specialOffer/getspecialoffers': z.array(SpecialOffer),
  'GET specialOffer/getspecialoffer/{id}': SpecialOffer,
  'GET specialOffer/GetSpecialOffersWithProducts': z.array(SendableOffer),
  'POST specialOffer/GetProductsBySpecialOffer': z.array(OfferProduct),
  'POST specialOffer/GetUsersBySpecialOffer': z.array(OfferUserAccess),
  'GET specialOffer/GetSpecialOfferLogs': z.array(OfferLog),
  'POST specialOffer/addSpecialOffer': SpecialOffer,
  'DELETE specialOffer/deleteSpecialOffer': z.object({ id: z.number() }),
  'POST specialOffer/editSpecialOffer': SpecialOffer,
  'POST specialOffer/handleUserAccessSpecialOffer': OfferUserAccess,
  'GET GetLatestStatusUpdate': ProviderStatus.nullable(),
  'GET specialoffer/getvalutas': z.array(Currency),
  'POST specialoffer/RemoveAndAddUsersToSendinblueList': z.array(OfferRecipient),
  'POST specialOffer/CreateCampaignPromo': CampaignAnswer,
  'POST specialoffer/CreateCampaignPromoToDebug': CampaignAnswer,
  'POST specialoffer/GetEmailsForSpecialOffer': z.array(OfferRecipient),
  'GET specialoffer/getpartijmarkeringen': z.array(MarkingOption),
  'POST visits/CreateShowroomVisit': ShowroomVisit,
  'PUT visits/UpdateShowroomVisit': ShowroomVisit,
  'PUT visits/CancelShowroomVisit': ShowroomVisit,
  // history
  'GET history/{entity}/{id}': z.array(HistoryEntry),
  // saved views of the generated lists
  'GET view/{list}': z.array(SavedView),
  'POST view/{list}': SavedView,
  'PUT view/{list}/{id}': SavedView,
  'DELETE view/{list}/{id}': z.object({ id: z.number() }),
  // admin
  'GET admin/getusers': z.array(AdminUser),
  'GET admin/GetRolesByAzureId': z.array(RoleOption),
  'GET admin/getcompanies': z.array(CompanyOption),
  'POST admin/updateuser': AdminUser,
  'POST admin/createuser': AdminUser,
  'POST admin/deleteuser': MessageAnswer,
  'GET admin/GetAccountManagers': z.array(AccountManager),
  'GET admin/getlatestimport': LatestImport,
  'GET sendinblue/ImportUsers': z.object({ status: z.number(), imported: z.number() }),
  // profile and monitoring
  'GET profile/GetLoginHistory': z.array(LoginHistoryRow),
  'POST monitor/createuserlog': z.object({ id: z.number() }),
  // customers
  'GET customer/getallcustomerstosearch': z.array(SearchableCustomer),
  'GET customer/getallcustomers': z.array(CustomerListRow),
  'GET customer/getcustomer/{debnr}': Customer,
  'GET customer/getturnover/{debnr}': CustomerTurnover,
  'GET customer/getdeparturehistory/{debnr}': Departure,
  'GET customer/getinvoices/{debnr}': z.array(Invoice),
  'GET customer/gettodaysturnover/{debnr}': TodaysTurnover,
  'GET customer/getunpaid/{debnr}': CustomerUnpaid,
  'GET customer/GetWeblogVisits/{debnr}': z.array(WeblogVisit),
  'GET customer/getcomments/{debnr}': z.array(Comment),
  'GET customer/getbackorders/{debnr}': z.array(BackorderLine),
  'POST customer/submitcomment/{debnr}': Comment,
  'POST customer/OpenAndCloseCustomer/{debnr}': OpenAndCloseResult,
  'POST customer/opencustomerroute': RouteOpeningResult,
  'GET customer/UpdateSalesmanCustomerCode/{debnr}': SuccessAnswer,
  'GET customer/GetNotesbyUser': z.array(Note),
  'GET customer/GetClosedCustomers': z.array(ClosedCustomer),
  'GET customer/getuser': SessionUser,
  'POST customer/updateUserPassword': SuccessAnswer,
  'POST customer/downloadReservationExcel': FileAnswer,
  'POST customer/MailReservationExcel': MailReservationResult,
  // lists
  'GET unpaid/getunpaid': z.array(UnpaidRow),
  'POST unpaid/downloadUnpaid': FileAnswer,
  'GET admin/getOpenPosten': z.array(OpenItemsCustomer),
  'POST admin/SendOpenPost': z.object({ sent: z.string() }),
  'GET GetGreenAndBloomSaldoOverzicht': FileAnswer,
  'GET callList/GetBlock1': z.array(NewCustomerRow),
  'GET callList/GetBlock2': z.array(LastInvoiceRow),
  'GET callList/GetBlock3': z.array(LastInvoiceRow),
  'GET callList/GetBlock4': z.array(LastInvoiceRow),
  'GET callList/GetBlock6': z.array(SingleInvoiceRow),
  'GET manager/getcredits': z.array(CreditRow),
  'GET wholesale/getallcustomers': z.array(CustomerListRow),
  'GET wholesale/getsubcode/{debnr}': WholesaleCustomer,
  'POST wholesale/savesubcode': WholesaleSaveResult,
  'POST wholesale/updateprimaryemail': WholesaleSaveResult,
  'GET cashCarry/GetCCwInternetChart': z.array(CashCarryChartRow),
  'GET cashCarry/GetCCwInternetTable': z.array(CashCarryTableRow),
  'GET DexxCnCModuleGetVerkoopers': z.array(Seller),
  'POST DexxCnCModuleUpdateIKLANT': z.object({ success: z.literal(true), debnr: z.string(), verkooper: z.string() }),
  'GET hbxdeco/GetVerzendBevestigingen': z.array(SentConfirmation),
  // dashboards and analytics
  'GET weblog/getweblog': z.array(WeblogRow),
  'GET weblog/getweblogvisits': z.array(WeblogVisit),
  'GET overview/getoverview': Overview,
  'GET overview/getpastyearoverview': Overview,
  'GET overview/getnewnlostcustomers': z.array(NewAndLostWeek),
  'POST overview/downloadnewnlostcustomers': FileAnswer,
  'GET turnover/getallturnover': z.array(WeeklyTurnoverRow),
  'POST turnover/DownloadTurnover': FileAnswer,
  'GET crm/dashboard/getturnoverorders': z.array(TurnoverOrdersWeek),
  'GET crm/dashboard/GetTurnoverDistribution': z.array(TurnoverDistributionRow),
  'GET crm/dashboard/getblocks': DashboardBlocks,
  'GET crm/dashboard/gettables': DashboardTables,
  'GET crm/dashboard/getcharts': DashboardCharts,
  'GET crm/dashboard/GetCreditRedenVerdeling': z.array(CreditReason),
  'GET hbxdeco/GetTurnoverByCustomer/{debnr}': CustomerTurnover,
  'GET hbxdeco/GetFinancialGroupDistribution': z.array(FinancialGroupShare),
  'GET hbxdeco/GetFinancialGroupDistributionAllCustomers': z.array(FinancialGroupShare),
  'GET hbxdeco/GetHbxDecoDashboardBlocks': DecoDashboardBlocks,
  'GET hbxdeco/GetDashboardTopTables': DecoTopTables,
  'GET hbxdeco/GetDashboardStijgersAndDalers': StijgersAndDalers,
  'GET hbxdeco/GetAllTurnover': z.array(DecoTurnoverRow),
  'GET hbxdeco/GetFinancieleGroepen': z.array(FinancieleGroep),
  'GET hbxdeco/GetWeeklyOrderFrequency': z.array(OrderSourceWeek),
  'GET hbxdeco/GetTopCreditCustomers': z.array(CreditCustomer),
  'GET hbxdeco/GetOverview': DecoOverview,
  'GET hbxdeco/GetPastYearOverview': DecoOverview,
  'GET hbxdeco/GetHbxDecoReservations': DecoReservations,
  'GET hbxdeco/GetTargetOverview': TargetOverview,
  'GET hbxdeco/GetMargesOverview': MargesOverview,
  'GET hbxdeco/GetTopPerExchangeRateGroup': z.array(ExchangeRateGroupTop),
  'POST hbxdeco/DownloadTurnover': FileAnswer,
} satisfies Record<EndpointKey, z.ZodType>;

export type EndpointResponses = { [K in keyof typeof ENDPOINT_ANSWERS]: z.output<(typeof ENDPOINT_ANSWERS)[K]> };

/** The success answer of one endpoint. */
export type EndpointResponse<K extends EndpointKey> = EndpointResponses[K];

/** The endpoints whose answer is a T (e.g. the call-list blocks answering rows of one kind). */
export type EndpointAnswering<T> = { [K in EndpointKey]: EndpointResponses[K] extends T ? K : never }[EndpointKey];

// Type-level completeness: a key of the access table without a line above (or a line for no key) fails typecheck here.
type NoneLeft<T extends never> = T;
export type EveryEndpointAnswered = NoneLeft<Exclude<EndpointKey, keyof EndpointResponses>>;
export type NoUnknownEndpoint = NoneLeft<Exclude<keyof EndpointResponses, EndpointKey>>;

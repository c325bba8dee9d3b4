import type { EndpointKey } from './endpoints';
import type {
  AccessibleGroup, AccountManager, AdminUser, CompanyOption, GroupOption, LatestImport, LoginHistoryRow, MessageAnswer,
  RoleOption, SearchableCustomer, SentConfirmation, SessionAnswer, SessionUser, SuccessAnswer, TokenPair,
} from './entities/account';
import type { BackorderLine } from './entities/backorder';
import type { LastInvoiceRow, NewCustomerRow, SingleInvoiceRow } from './entities/callList';
import type { CashCarryChartRow, CashCarryTableRow, Seller } from './entities/cashCarry';
import type { ClosedCustomer } from './entities/closedCustomer';
import type { Comment } from './entities/comment';
import type { HistoryEntry } from './entities/history';
import type { FavoriteUser, FavouriteUsers, UserToFavorite } from './entities/favourites';
import type { FavouriteTemplate, LeadCounts, LeadDuplicate, LeadImportAnswer, LeadTemplate, NewLead, ViesAnswer } from './entities/lead';
import type { AverageHourVisits, CustomerTouches, DailyVisits, DeviceVisits, HourlyVisits, UserPageVisits, UserStats } from './entities/userStats';
import type { PageStat, PageUserStat, FavouriteUserStat } from './entities/pageStats';
import type { CustomerForVisit, ShowroomVisit } from './entities/visit';
import type { AccountingFault, AccountingRow, AdHocRow, ApiEntry, CncExportRow, DeclarationRow, JdfRow, PurchaseCustomer, PurchaseLine, StockExportRow } from './entities/exports';
import type { CampaignAnswer, Currency, MarkingOption, OfferLog, OfferProduct, OfferRecipient, OfferUserAccess, ProviderStatus, SendableOffer, SpecialOffer } from './entities/specialOffer';
import type { PrelevementDebtor, PrelevementMail, PrelevementRun } from './entities/prelevement';
import type { OrderTask, Task, TaskAccountManager, TaskEvent } from './entities/task';
import type { CreditRow } from './entities/credit';
import type { Customer, CustomerListRow } from './entities/customer';
import type { MailReservationResult, OpenAndCloseResult, RouteOpeningResult } from './entities/customerActions';
import type { Departure } from './entities/customerDeparture';
import type { CustomerUnpaid, Invoice, TodaysTurnover } from './entities/customerInvoice';
import type { CustomerTurnover } from './entities/customerTurnover';
import type { WeblogVisit } from './entities/customerWeblog';
import type { CreditReason, DashboardBlocks, DashboardCharts, DashboardTables, TurnoverDistributionRow, TurnoverOrdersWeek } from './entities/dashboard';
import type {
  CreditCustomer, DecoDashboardBlocks, DecoReservations, DecoTopTables, ExchangeRateGroupTop, FinancialGroupShare, MargesOverview,
  OrderSourceWeek, StijgersAndDalers, TargetOverview,
} from './entities/dashboardDeco';
import type { Note } from './entities/note';
import type { NewAndLostWeek, Overview } from './entities/overview';
import type { DecoOverview } from './entities/overviewDeco';
import type { WeeklyTurnoverRow } from './entities/turnover';
import type { DecoTurnoverRow, FinancieleGroep } from './entities/turnoverDeco';
import type { OpenItemsCustomer, UnpaidRow } from './entities/unpaid';
import type { WeblogRow } from './entities/weblog';
import type { WholesaleCustomer, WholesaleSaveResult } from './entities/wholesale';

/** A file answer (xlsx): the browser saves it with `download`, the api answers it with a FileResult. */
export type FileAnswer = Blob;

/**
 * What each endpoint of the access table answers on success. The browser's typed calls
 * (useApiQuery, useApiMutation, call) infer their result from it, and defineRoute checks each
 * route handler's return against it. Adding an endpoint to schemas/endpoints.ts means adding its line here.
 */
export interface EndpointResponses {
  // auth
  'POST auth/login': SessionAnswer;
  'POST auth/refreshtoken': SessionAnswer;
  'POST auth/logout': MessageAnswer;
  'POST auth/resetPassword': MessageAnswer;
  'POST auth/updatePassword': SessionAnswer;
  'POST auth/SetTosAgreement': SessionUser;
  'GET auth/getRoles': RoleOption[];
  'GET auth/GetUserByAzureId/{id}': SessionUser;
  'GET auth/UpdateUserLanguage/{id}': SessionUser;
  // groups
  'GET groupcode/GetAccessableGroups': AccessibleGroup[];
  'GET groupcode/getallgroups': GroupOption[];
  'POST groupcode/SetCurrentGroup': TokenPair;
  'GET groupcode/GetAccessableGroupsByAzureId': AccessibleGroup[];
  'GET groupcode/GetUnaccessableGroupsByAzureId': AccessibleGroup[];
  'POST groupcode/AddOrRemoveGroupFromUser': AccessibleGroup | undefined;
  'GET groupcode/refreshgroups': { added: number; groups: number };
  // tasks
  'GET task/getTasks': Task[];
  'GET task/gettask/{id}': Task;
  'GET task/GetTaskEventsForTimeLine/{id}': TaskEvent[];
  'GET task/getAccountManagers': TaskAccountManager[];
  'POST task/createtask': Task;
  'POST task/UpdateTask': Task;
  'POST task/concludetask': Task;
  'POST task/UpdateTaskFalseAlarm': Task;
  'POST task/createComment': MessageAnswer;
  'GET task/getTasksOverview': Task[];
  'GET task/getOrderTask/{id}': OrderTask;
  'POST task/UpdateOrderTask': OrderTask;
  'POST task/UpdateTaskAccountManager': Task;
  'POST task/UpdateOrderTaskAccountManager': Task;
  'GET manager/GetFavoriteUsers': FavoriteUser[];
  'GET manager/GetUsersToFavorite': UserToFavorite[];
  'POST manager/AddFavoriteUser': FavoriteUser[];
  'DELETE manager/DeleteFavoriteUser': FavoriteUser[];
  // prelevement (direct debit)
  'POST prelevement/getprelevement': PrelevementDebtor[];
  'POST prelevement/GeneratePrelevementXml': FileAnswer;
  'POST prelevement/GeneratePrelevementExcel': FileAnswer;
  'POST prelevement/SendPrelevement': PrelevementMail[];
  'GET prelevement/runs': PrelevementRun[];
  'GET prelevement/runs/{id}/file': FileAnswer;
  // new leads
  'GET customer/getnewleads': NewLead[];
  'GET customer/GetMultipleEmailLeads': LeadDuplicate[];
  'GET customer/GetMultipleVatLeads': LeadDuplicate[];
  'POST customer/checkVies': ViesAnswer;
  'POST customer/createNewLead': NewLead;
  'POST customer/validateNewLead': NewLead;
  'POST customer/editNewLead': NewLead;
  'POST customer/returnNewLead': NewLead;
  'POST customer/deleteNewLead': MessageAnswer;
  'GET customer/getnewcustomers': NewLead[];
  'GET customer/ActivateNewCustomer/{debnr}': NewLead;
  'POST customer/GetAllTemplatesNewLeads': LeadTemplate[];
  'POST customer/GetTemplatesNewLeads': FavouriteTemplate[];
  'POST customer/AddFaviCRMUser': FavouriteTemplate[];
  'POST customer/DeleteFaviCRMUser': FavouriteTemplate[];
  'POST customer/GetAllDebType': { id: string; text: string }[];
  'POST customer/importNewLeads': LeadImportAnswer;
  'POST customer/getNavCountNewleads': LeadCounts;
  'GET manager/getassignnewleads': NewLead[];
  'GET manager/GetReturnedNewLeads': NewLead[];
  'POST manager/ActivateNewLead': { validated: boolean };
  'GET manager/GetiCRMusersNewLeads': { azureId: string; name: string; email: string }[];
  'GET manager/GetFaviCRMusersNewLeads': { favoriteAzureId: string; name: string; email: string }[];
  'POST manager/AddFaviCRMUser': MessageAnswer;
  'POST manager/DeleteFaviCRMUser': MessageAnswer;
  'POST manager/editNewLead': NewLead;
  'GET manager/getexportnewleads': NewLead[];
  'GET manager/getoverviewnewleads': NewLead[];
  'POST manager/generateexportnewleads': FileAnswer;
  'POST manager/generateexportnewleadscopyfp': FileAnswer;
  'POST manager/generateexactexportnewleads': FileAnswer;
  // usage statistics
  'GET monitor/getpagelogs': PageStat[];
  'GET monitor/getuserlogsbypage': PageUserStat[];
  'GET monitor/GetUserStatsAllPages': FavouriteUserStat[];
  'GET manager/GetManagerAssignedUsers': FavouriteUsers;
  'POST manager/AddManagerAssignedUser': FavouriteUsers;
  'DELETE manager/RemoveManagerAssignedUser': FavouriteUsers;
  'GET monitor/GetUserVisitsPerDay/{azureId}': DailyVisits[];
  'GET monitor/GetUserDeviceDistribution/{azureId}': DeviceVisits[];
  'GET monitor/GetUserPageVisits/{azureId}': UserPageVisits[];
  'GET monitor/GetUserCustomerSearches/{azureId}': CustomerTouches[];
  'GET monitor/GetUserCustomerClicks/{azureId}': CustomerTouches[];
  'GET monitor/GetUserVisitsAveragePerHour/{azureId}': AverageHourVisits[];
  'GET monitor/GetUserVisitsPerHour/{azureId}': HourlyVisits[];
  'GET monitor/GetUserStatsByUser/{azureId}': UserStats;
  'GET monitor/GetAverageUserStats': UserStats;
  // showroom visits
  'GET visits/Getallvisits': ShowroomVisit[];
  'GET visits/getVisit/{id}': ShowroomVisit;
  'GET visits/GetCustomerForVisit/{debtorNumber}': CustomerForVisit;
  'GET visits/ics/{id}': FileAnswer;
  'GET GenerateDexxCBSExport': DeclarationRow[];
  'GET DownloadExcelDexxCBSExport': FileAnswer;
  'GET GenerateDexxCBSExportExpedition': DeclarationRow[];
  'GET DownloadExcelDexxCBSExportExpedition': FileAnswer;
  'GET GenerateDexxCnCExport': CncExportRow[];
  'POST DownloadExcelDexxCnCExport': FileAnswer;
  'GET GenerateStockExport': StockExportRow[];
  'POST DownloadExcelStockExport': { message: string; sentTo: string; delivered: 'smtp' | 'outbox' };
  'GET quadra/preview': AccountingRow[];
  'GET quadra/faults': AccountingFault[];
  'GET quadra/download-sales': FileAnswer;
  'GET quadra/download-payments': FileAnswer;
  'GET GenerateAdHocExport': AdHocRow[];
  'POST DownloadExcelAdHoc': FileAnswer;
  'GET ExportJDF': JdfRow[];
  'GET ExportJDF/download': FileAnswer;
  'GET GetPurchaseOverviewCustomers': PurchaseCustomer[];
  'GET GetPurchaseOverviewDetails': PurchaseLine[];
  'GET getapis': ApiEntry[];
  'GET files/enalyzer/{name}': FileAnswer;
  'GET files/excel/{name}': FileAnswer;
  'GET send/excel/{name}': MessageAnswer;
  'GET send/callcenter': MessageAnswer;
  'GET download/callcenter': FileAnswer;
  'POST DownloadFlowerPlaceExportTable': FileAnswer;
  'GET specialOffer/getspecialoffers': SpecialOffer[];
  'GET specialOffer/getspecialoffer/{id}': SpecialOffer;
  'GET specialOffer/GetSpecialOffersWithProducts': SendableOffer[];
  'POST specialOffer/GetProductsBySpecialOffer': OfferProduct[];
  'POST specialOffer/GetUsersBySpecialOffer': OfferUserAccess[];
  'GET specialOffer/GetSpecialOfferLogs': OfferLog[];
  'POST specialOffer/addSpecialOffer': SpecialOffer;
  'DELETE specialOffer/deleteSpecialOffer': { id: number };
  'POST specialOffer/editSpecialOffer': SpecialOffer;
  'POST specialOffer/handleUserAccessSpecialOffer': OfferUserAccess;
  'GET GetLatestStatusUpdate': ProviderStatus | null;
  'GET specialoffer/getvalutas': Currency[];
  'POST specialoffer/RemoveAndAddUsersToSendinblueList': OfferRecipient[];
  'POST specialOffer/CreateCampaignPromo': CampaignAnswer;
  'POST specialoffer/CreateCampaignPromoToDebug': CampaignAnswer;
  'POST specialoffer/GetEmailsForSpecialOffer': OfferRecipient[];
  'GET specialoffer/getpartijmarkeringen': MarkingOption[];
  'POST visits/CreateShowroomVisit': ShowroomVisit;
  'PUT visits/UpdateShowroomVisit': ShowroomVisit;
  'PUT visits/CancelShowroomVisit': ShowroomVisit;
  // history
  'GET history/{entity}/{id}': HistoryEntry[];
  // admin
  'GET admin/getusers': AdminUser[];
  'GET admin/GetRolesByAzureId': RoleOption[];
  'GET admin/getcompanies': CompanyOption[];
  'POST admin/updateuser': AdminUser;
  'POST admin/createuser': AdminUser;
  'POST admin/deleteuser': MessageAnswer;
  'GET admin/GetAccountManagers': AccountManager[];
  'GET admin/getlatestimport': LatestImport;
  'GET sendinblue/ImportUsers': { status: number; imported: number };
  // profile and monitoring
  'GET profile/GetLoginHistory': LoginHistoryRow[];
  'POST monitor/createuserlog': { id: number };
  // customers
  'GET customer/getallcustomerstosearch': SearchableCustomer[];
  'GET customer/getallcustomers': CustomerListRow[];
  'GET customer/getcustomer/{debnr}': Customer;
  'GET customer/getturnover/{debnr}': CustomerTurnover;
  'GET customer/getdeparturehistory/{debnr}': Departure;
  'GET customer/getinvoices/{debnr}': Invoice[];
  'GET customer/gettodaysturnover/{debnr}': TodaysTurnover;
  'GET customer/getunpaid/{debnr}': CustomerUnpaid;
  'GET customer/GetWeblogVisits/{debnr}': WeblogVisit[];
  'GET customer/getcomments/{debnr}': Comment[];
  'GET customer/getbackorders/{debnr}': BackorderLine[];
  'POST customer/submitcomment/{debnr}': Comment;
  'POST customer/OpenAndCloseCustomer/{debnr}': OpenAndCloseResult;
  'POST customer/opencustomerroute': RouteOpeningResult;
  'GET customer/UpdateSalesmanCustomerCode/{debnr}': SuccessAnswer;
  'GET customer/GetNotesbyUser': Note[];
  'GET customer/GetClosedCustomers': ClosedCustomer[];
  'GET customer/getuser': SessionUser;
  'POST customer/updateUserPassword': SuccessAnswer;
  'POST customer/downloadReservationExcel': FileAnswer;
  'POST customer/MailReservationExcel': MailReservationResult;
  // lists
  'GET unpaid/getunpaid': UnpaidRow[];
  'POST unpaid/downloadUnpaid': FileAnswer;
  'GET admin/getOpenPosten': OpenItemsCustomer[];
  'POST admin/SendOpenPost': { sent: string };
  'GET GetGreenAndBloomSaldoOverzicht': FileAnswer;
  'GET callList/GetBlock1': NewCustomerRow[];
  'GET callList/GetBlock2': LastInvoiceRow[];
  'GET callList/GetBlock3': LastInvoiceRow[];
  'GET callList/GetBlock4': LastInvoiceRow[];
  'GET callList/GetBlock6': SingleInvoiceRow[];
  'GET manager/getcredits': CreditRow[];
  'GET wholesale/getallcustomers': CustomerListRow[];
  'GET wholesale/getsubcode/{debnr}': WholesaleCustomer;
  'POST wholesale/savesubcode': WholesaleSaveResult;
  'POST wholesale/updateprimaryemail': WholesaleSaveResult;
  'GET cashCarry/GetCCwInternetChart': CashCarryChartRow[];
  'GET cashCarry/GetCCwInternetTable': CashCarryTableRow[];
  'GET DexxCnCModuleGetVerkoopers': Seller[];
  'POST DexxCnCModuleUpdateIKLANT': { success: true; debnr: string; verkooper: string };
  'GET hbxdeco/GetVerzendBevestigingen': SentConfirmation[];
  // dashboards and analytics
  'GET weblog/getweblog': WeblogRow[];
  'GET weblog/getweblogvisits': WeblogVisit[];
  'GET overview/getoverview': Overview;
  'GET overview/getpastyearoverview': Overview;
  'GET overview/getnewnlostcustomers': NewAndLostWeek[];
  'POST overview/downloadnewnlostcustomers': FileAnswer;
  'GET turnover/getallturnover': WeeklyTurnoverRow[];
  'POST turnover/DownloadTurnover': FileAnswer;
  'GET crm/dashboard/getturnoverorders': TurnoverOrdersWeek[];
  'GET crm/dashboard/GetTurnoverDistribution': TurnoverDistributionRow[];
  'GET crm/dashboard/getblocks': DashboardBlocks;
  'GET crm/dashboard/gettables': DashboardTables;
  'GET crm/dashboard/getcharts': DashboardCharts;
  'GET crm/dashboard/GetCreditRedenVerdeling': CreditReason[];
  'GET hbxdeco/GetTurnoverByCustomer/{debnr}': CustomerTurnover;
  'GET hbxdeco/GetFinancialGroupDistribution': FinancialGroupShare[];
  'GET hbxdeco/GetFinancialGroupDistributionAllCustomers': FinancialGroupShare[];
  'GET hbxdeco/GetHbxDecoDashboardBlocks': DecoDashboardBlocks;
  'GET hbxdeco/GetDashboardTopTables': DecoTopTables;
  'GET hbxdeco/GetDashboardStijgersAndDalers': StijgersAndDalers;
  'GET hbxdeco/GetAllTurnover': DecoTurnoverRow[];
  'GET hbxdeco/GetFinancieleGroepen': FinancieleGroep[];
  'GET hbxdeco/GetWeeklyOrderFrequency': OrderSourceWeek[];
  'GET hbxdeco/GetTopCreditCustomers': CreditCustomer[];
  'GET hbxdeco/GetOverview': DecoOverview;
  'GET hbxdeco/GetPastYearOverview': DecoOverview;
  'GET hbxdeco/GetHbxDecoReservations': DecoReservations;
  'GET hbxdeco/GetTargetOverview': TargetOverview;
  'GET hbxdeco/GetMargesOverview': MargesOverview;
  'GET hbxdeco/GetTopPerExchangeRateGroup': ExchangeRateGroupTop[];
  'POST hbxdeco/DownloadTurnover': FileAnswer;
}

/** The success answer of one endpoint. */
export type EndpointResponse<K extends EndpointKey> = EndpointResponses[K];

/** The endpoints whose answer is a T (e.g. the call-list blocks answering rows of one kind). */
export type EndpointAnswering<T> = { [K in EndpointKey]: EndpointResponses[K] extends T ? K : never }[EndpointKey];

// Type-level completeness: a key of the access table without a line above (or a line for no key) fails typecheck here.
type NoneLeft<T extends never> = T;
export type EveryEndpointAnswered = NoneLeft<Exclude<EndpointKey, keyof EndpointResponses>>;
export type NoUnknownEndpoint = NoneLeft<Exclude<keyof EndpointResponses, EndpointKey>>;

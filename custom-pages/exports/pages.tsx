import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CncExportPage = lazyPage(() => import('./CncExportPage'), 'CncExportPage');
const StockExportPage = lazyPage(() => import('./StockExportPage'), 'StockExportPage');
const QuadraExportPage = lazyPage(() => import('./QuadraExportPage'), 'QuadraExportPage');
const AdHocExportPage = lazyPage(() => import('./AdHocExportPage'), 'AdHocExportPage');
const JdfExportPage = lazyPage(() => import('./JdfExportPage'), 'JdfExportPage');
const PurchaseOverviewPage = lazyPage(() => import('./PurchaseOverviewPage'), 'PurchaseOverviewPage');
const DebExportPage = lazyPage(() => import('./DebExportPage'), 'DebExportPage');
const ApiEntriesPage = lazyPage(() => import('./ApiEntriesPage'), 'ApiEntriesPage');

/** The export pages live under /api/: a browser navigation there opens the app (schemas/appRoutes.ts). */
export const pages: PageDefinition[] = [
  definePage('/api/dexxC&Cexport', <CncExportPage />),
  definePage('/api/dexxStockExport', <StockExportPage />),
  definePage('/api/quadra-export', <QuadraExportPage />),
  definePage('/api/adhoc', <AdHocExportPage />),
  definePage('/api/JDFexport', <JdfExportPage />),
  definePage('/api/purchase-overview', <PurchaseOverviewPage />),
  definePage('/api/dexxexportCBS', <DebExportPage />),
  ...(['excel', 'enalyzer', 'callcenter', 'flowerplace'] as const).map((kind) => definePage(`/api/${kind}`, <ApiEntriesPage kind={kind} />)),
];

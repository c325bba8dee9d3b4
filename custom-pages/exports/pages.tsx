import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const CncExportPage = page(() => import('./CncExportPage'), 'CncExportPage');
const StockExportPage = page(() => import('./StockExportPage'), 'StockExportPage');
const QuadraExportPage = page(() => import('./QuadraExportPage'), 'QuadraExportPage');
const AdHocExportPage = page(() => import('./AdHocExportPage'), 'AdHocExportPage');
const JdfExportPage = page(() => import('./JdfExportPage'), 'JdfExportPage');
const PurchaseOverviewPage = page(() => import('./PurchaseOverviewPage'), 'PurchaseOverviewPage');
const DebExportPage = page(() => import('./DebExportPage'), 'DebExportPage');
const ApiEntriesPage = lazy(() => import('./ApiEntriesPage').then((m) => ({ default: m.ApiEntriesPage })));

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

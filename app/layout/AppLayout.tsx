import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppError } from '../errors/AppError';
import { AppMenu } from '../menu/AppMenu';
import { useResourcesWanted } from '../routes/AppSetup';
import { usePageVisitLog } from '../session/usePageVisitLog';
import { AppToolbar } from './AppToolbar';
import { ConfigProblems } from './ConfigProblems';

/** The signed-in frame: toolbar, side navigation, content; every route change inside it is logged. */
export function AppLayout({ children }: { children: ReactNode }) {
  useResourcesWanted();
  usePageVisitLog();
  return (
    <Layout appBar={AppToolbar} menu={AppMenu} error={AppError}>
      <ConfigProblems />
      {children}
    </Layout>
  );
}

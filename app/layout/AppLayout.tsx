import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppError } from '../errors/AppError';
import { AppMenu } from '../menu/AppMenu';
import { useResourcesWanted } from '../routes/AppSetup';
import { usePageVisitLog } from '../session/usePageVisitLog';
import { AppFooter } from './AppFooter';
import { AppToolbar } from './AppToolbar';
import { ConfigProblems } from './ConfigProblems';
import { CustomScrollbars } from './settings/CustomScrollbars';
import { LAYOUT_SX } from './settings/layoutStyles';
import { ShellPanels } from './settings/ShellPanels';
import { useShellSettings } from './settings/shellSettings';
import { ThemedPart } from './settings/ThemedPart';
import { ThemedSidebar } from './ThemedSidebar';

/**
 * The signed-in frame: toolbar, side navigation, content and footer, in the layout style and colour
 * schemes of the user's settings panel; every route change inside it is logged. react-admin renders it
 * again at each step of its session and access checks: the toolbar, menu, footer and panels are memoised
 * (they take no props) and render again only for their own state.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useResourcesWanted();
  usePageVisitLog();
  const [settings] = useShellSettings();
  return (
    <ThemedPart part="main">
      <Layout appBar={AppToolbar} menu={AppMenu} sidebar={ThemedSidebar} error={AppError} sx={[{ color: 'text.primary' }, LAYOUT_SX[settings.layout]].flat()}>
        <ConfigProblems />
        {children}
        <AppFooter />
      </Layout>
      {settings.customScrollbars && <CustomScrollbars />}
      <ShellPanels />
    </ThemedPart>
  );
}

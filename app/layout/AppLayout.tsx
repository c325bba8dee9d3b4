import { createContext, memo, useContext, type ReactNode } from 'react';
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

/** The page react-admin routes to, handed to the frame's content slot past the frame. */
const PageContent = createContext<ReactNode>(null);

function PageSlot() {
  return <>{useContext(PageContent)}</>;
}

/**
 * Toolbar, side navigation, content slot and footer, in the layout style and colour schemes of the user's
 * settings panel. It takes no props, so it renders again only for those settings: the page reaches its slot
 * through a context.
 */
const Frame = memo(function Frame() {
  const [settings] = useShellSettings();
  return (
    <ThemedPart part="main">
      <Layout appBar={AppToolbar} menu={AppMenu} sidebar={ThemedSidebar} error={AppError} sx={[{ color: 'text.primary' }, LAYOUT_SX[settings.layout]].flat()}>
        <ConfigProblems />
        <PageSlot />
        <AppFooter />
      </Layout>
      {settings.customScrollbars && <CustomScrollbars />}
      <ShellPanels />
    </ThemedPart>
  );
});

/**
 * The signed-in frame around the routed page; every route change inside it is logged. react-admin renders
 * it again, with a new page element, at each step of its session and access checks and at each change of
 * the address (a list's search is in it): only the page's slot follows, not the frame (a layout, a sidebar,
 * four colour-scheme themes and their global styles).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useResourcesWanted();
  usePageVisitLog();
  return (
    <PageContent.Provider value={children}>
      <Frame />
    </PageContent.Provider>
  );
}

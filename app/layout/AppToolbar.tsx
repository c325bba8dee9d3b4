import { memo } from 'react';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { CommandPalette } from '../palette/CommandPalette';
import { usePageSettled } from '../routes/usePageSettled';
import { ShortcutsBar } from '../shortcuts/ShortcutsBar';
import { CustomerSearch } from '../toolbar/CustomerSearch';
import { LanguageMenu } from '../toolbar/LanguageMenu';
import { SettingsMenu } from '../toolbar/SettingsMenu';
import { UserGroupMenu } from '../toolbar/UserGroupMenu';
import { ThemedPart } from './settings/ThemedPart';

/**
 * The toolbar: page title, shortcuts, global customer search, language and settings menus, user/group menu.
 * On a phone the search is a button that opens it over the toolbar, and the refresh button goes, so the
 * title keeps room. Only the title shows until the page the app opened on has settled (a second at most): the rest appears
 * then, all at once and after the title, so nothing on screen moves.
 */
export const AppToolbar = memo(function AppToolbar() {
  const settled = usePageSettled();
  return (
    <ThemedPart part="toolbar">
      <AppBar
        color="primary"
        userMenu={settled ? <UserGroupMenu /> : false}
        toolbar={
          settled ? (
            <>
              <LanguageMenu />
              <SettingsMenu />
              {/* Not on a phone, for the title's sake: there the browser reloads. */}
              <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
            </>
          ) : null
        }
      >
        {/* Shrinks to an ellipsis when the tools need the room: a long title must not widen the page. */}
        <TitlePortal sx={{ minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }} />
        {settled && <ShortcutsBar />}
        {settled && <CustomerSearch />}
        {settled && <CommandPalette />}
      </AppBar>
    </ThemedPart>
  );
});

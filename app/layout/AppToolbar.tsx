import { memo } from 'react';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { ShortcutsBar } from '../shortcuts/ShortcutsBar';
import { CustomerSearch } from '../toolbar/CustomerSearch';
import { LanguageMenu } from '../toolbar/LanguageMenu';
import { SettingsMenu } from '../toolbar/SettingsMenu';
import { UserGroupMenu } from '../toolbar/UserGroupMenu';
import { ThemedPart } from './settings/ThemedPart';

/** The toolbar: page title, shortcuts, global customer search, language and settings menus, user/group menu. */
export const AppToolbar = memo(function AppToolbar() {
  return (
    <ThemedPart part="toolbar">
      <AppBar
        color="primary"
        userMenu={<UserGroupMenu />}
        toolbar={
          <>
            <LanguageMenu />
            <SettingsMenu />
            <LoadingIndicator />
          </>
        }
      >
        <TitlePortal />
        <ShortcutsBar />
        <CustomerSearch />
      </AppBar>
    </ThemedPart>
  );
});

import { vi } from 'vitest';
import { openShellPanel } from '../../app/layout/settings/shellPanel';
import { setPaletteOpen } from '../../app/palette/paletteOpen';
import { forgetPageSettled } from '../../app/routes/usePageSettled';
import { invalidateArrays } from '../../dataProvider';
import { forgetArrays } from '../../dataProvider/arrayCache';
import { forgetNotOffered } from '../../dataProvider/notOffered';
import { forgetAnswers } from '../../dataProvider/revalidation';
import { forgetSameRows } from '../../dataProvider/sameRows';
import { appSettingsFromEnv } from '../../proxy/settings';
import { provideAppSettings } from '../../ui/appSettings';

/**
 * The component files share one module graph per worker (isolate: false): what a file left in the app's
 * module-level state and in the page goes back to how a fresh import finds it, before the next file loads.
 */
export function resetSharedState(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Tokens, tenant, language, saved views, react-admin's stored preferences, shortcuts.
  localStorage.clear();
  sessionStorage.clear();
  // Cached lists (none kept for revalidation) and their last pages, ETag answers, back-office extensions found missing.
  invalidateArrays();
  forgetArrays();
  forgetSameRows();
  forgetAnswers();
  forgetNotOffered();
  setPaletteOpen(false);
  openShellPanel(null);
  forgetPageSettled();
  // The app loads the deployment's outside addresses before its first render: the demo's, as a server with none set serves them.
  provideAppSettings(appSettingsFromEnv({}));
}

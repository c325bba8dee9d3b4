import { createAuthProvider } from '../authProvider';
import { loadedResources } from './routes/loadResources';

/** The app's auth provider: its access checks read the resource pages' access table once they have loaded. */
export const authProvider = createAuthProvider(() => loadedResources()?.access ?? {});

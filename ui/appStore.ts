import { localStorageStore } from 'react-admin';

/**
 * react-admin's store of the app (list parameters, column choices, preferences), in localStorage under
 * 'iCRM'. One instance: the page preloaded at start reads a list's stored parameters from it as the list will.
 */
export const appStore = localStorageStore(undefined, 'iCRM');

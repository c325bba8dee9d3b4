import type { PageDefinition } from '../../ui/pageDefinition';
import { CUSTOM_PAGES } from './customPages';
import { SHELL_PAGES } from './shellPages';

/** The pages the app is built with: the shell's and the custom ones. Resource pages join them once loaded. */
export const BUILT_IN_PAGES: readonly PageDefinition[] = [...SHELL_PAGES, ...CUSTOM_PAGES];

import type { PageDefinition } from '../../ui/pageDefinition';

/** The bespoke screens: every custom-pages/<area>/pages.tsx exports `pages` (with lazy elements). */
const modules = import.meta.glob<{ pages: PageDefinition[] }>('../../custom-pages/*/pages.tsx', { eager: true });

export const CUSTOM_PAGES: readonly PageDefinition[] = Object.values(modules).flatMap((module) => module.pages);

import type { ReactNode } from 'react';
import type { Role } from '../schemas/roles';

/**
 * A routed screen of the app. Custom pages (custom-pages/<area>/pages.tsx export `pages`) and
 * resources (their generated list/show/edit/create routes) both become PageDefinitions; the
 * shell mounts them, guards them with `access`, and shows their menu entries only when reachable.
 */
export interface PageDefinition {
  /** Route path as the spec writes it, `:param` style for react-router (e.g. '/icrm/customer/:debnr'). */
  path: string;
  element: ReactNode;
  /** Roles of which the user needs one; empty = any signed-in user. */
  access: readonly Role[];
  /** Show without the app layout (login-like pages). */
  noLayout?: boolean;
  /**
   * Offers the page in the side navigation under its own name (resources added by configuration);
   * pages the spec's menu groups already list ignore it.
   */
  menuLabels?: Partial<Record<'en' | 'fr' | 'nl' | 'de', string>>;
}

/** Per-area translations: `<area>/messages.ts` exports `messages` of this shape, merged by the shell. */
export type AreaMessages = Record<'en' | 'fr' | 'nl' | 'de', Record<string, unknown>>;

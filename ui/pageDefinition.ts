import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { APP_ROUTES } from '../schemas/appRoutes';
import { pageCodeOf } from './lazyPage';

/** A question for react-admin's canAccess (the authProvider answers it from the one access table). */
export interface AccessQuestion {
  resource: string;
  action: string;
}

/**
 * A routed screen of the app. Custom pages (custom-pages/<area>/pages.tsx export `pages`, made with
 * definePage) and resources (their generated list/show/edit/create routes) both become PageDefinitions;
 * the shell mounts them, lets a user in when canAccess allows the path (the route table) and the
 * page's own question, and shows their menu entries only when reachable.
 */
export interface PageDefinition {
  /** Route path as the spec writes it, `:param` style for react-router (e.g. '/icrm/customer/:debnr'). */
  path: string;
  element: ReactNode;
  /** Asked on top of the path's route: a resource page's action (e.g. `{ resource: 'users', action: 'edit' }`). */
  access?: AccessQuestion;
  /** Show without the app layout (login-like pages). */
  noLayout?: boolean;
  /**
   * Offers the page in the side navigation under its own name (resources added by configuration);
   * pages the spec's menu groups already list ignore it.
   */
  menuLabels?: Partial<Record<'en' | 'fr' | 'nl' | 'de', string>>;
  /**
   * Starts what the page shows first (its code, its first calls) when the app opens on its address,
   * before the shell has rendered it: they download while the shell starts, not after. Called with the
   * path's parameters and the app's react-query client, for a signed-in user whose access is not
   * known yet: the api still refuses what the user may not read, and nothing is shown until allowed.
   * Returns the load of the page's code, which the app's first render waits for (app/main.tsx). A page
   * whose element is a lazyPage component gets one that loads its code.
   */
  preload?: (params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient) => Promise<unknown> | void;
}

const tablePath = (path: string) => path.replace(/:(\w+)/g, '{$1}').toLowerCase();
const ROUTE_PATHS = new Set(APP_ROUTES.map((route) => route.path.toLowerCase()));

/**
 * A page at a path of the route table (schemas/appRoutes.ts), which alone says who may open it.
 * Throws when the app starts with a page whose path the table lacks: such a page would have no access rule.
 */
export function definePage(path: string, element: ReactNode, options: Pick<PageDefinition, 'access' | 'noLayout' | 'menuLabels' | 'preload'> = {}): PageDefinition {
  if (!ROUTE_PATHS.has(tablePath(path))) throw new Error(`Page ${path} is not in the route table (schemas/appRoutes.ts)`);
  const code = pageCodeOf(element);
  return { path, element, ...(code && { preload: () => code() }), ...options };
}

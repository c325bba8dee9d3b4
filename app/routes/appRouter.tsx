import { createContext, forwardRef, useCallback, useContext, useRef, type MouseEvent, type ReactNode } from 'react';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';
import { BrowserRouter, Link, matchPath, useLocation, useNavigate, type LinkProps } from 'react-router-dom';

/**
 * The router, with the address split in two for whoever only needs part of it. A list writes its search,
 * sort and page into the address's query at every keystroke; every component that reads the location renders
 * again then. Most only want the path (the menu's active entry, the page guards, the page-visit log) or to
 * navigate (every table row, every data hook through react-admin's auth checks): they read these instead,
 * which change only when the path does.
 */
const PathnameContext = createContext<string | undefined>(undefined);
const NavigateContext = createContext<RouterNavigateFunction | undefined>(undefined);

/** Real paths (the spec's routes, bookmarks, mailed links), not react-admin's default hash router. */
export function AppRouter({ children }: { children: ReactNode }) {
  // No transitions, like react-admin's own router: a suspended navigation would keep the old screen mounted,
  // and its logout-on-mount would fire again and again.
  return (
    <BrowserRouter useTransitions={false}>
      <AddressParts>{children}</AddressParts>
    </BrowserRouter>
  );
}

function AddressParts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Outside every route, react-router's navigate resolves from the current path: react-admin navigates to
  // absolute paths or to a new query of the same path, and both resolve as they would inside the routes.
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  const stable = useCallback<RouterNavigateFunction>((to, options) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)), []);
  return (
    <NavigateContext.Provider value={stable}>
      <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>
    </NavigateContext.Provider>
  );
}

function required<T>(value: T | undefined, hook: string): T {
  if (value === undefined) throw new Error(`${hook} is only available inside <AppRouter>`);
  return value;
}

/** The address's path (without the query): renders again only when the path changes. */
export function usePathname(): string {
  return required(useContext(PathnameContext), 'usePathname');
}

/** A path of this app, not a relative one nor another site's ('//host' is one). */
const isAppPath = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/**
 * react-router's Link, without reading the location for a link to an absolute path. react-router's reads it
 * to resolve relative paths, so every link on the page (47 in the menu, 2 per row of the customers list)
 * rendered again at each keystroke of a list search. An absolute path is its own href, and the click is
 * react-router's: a plain left click navigates in the app (replacing the entry when it is the same address),
 * any other click is the browser's.
 */
const PathLink = forwardRef<HTMLAnchorElement, LinkProps>(function PathLink(props, ref) {
  const navigate = useContext(NavigateContext);
  // Scroll restoration, view transitions and route discovery are data routers' (not BrowserRouter's); relative is moot.
  const { to, replace, state, target, onClick, reloadDocument, preventScrollReset: _preventScrollReset, relative: _relative, viewTransition: _viewTransition, discover: _discover, prefetch: _prefetch, ...anchor } = props;
  if (!navigate || !isAppPath(to) || reloadDocument) return <Link ref={ref} {...props} />;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a ref={ref} href={to} target={target} onClick={click} {...anchor} />;
});

/** react-admin's router, reading the path and navigate from AppRouter: its rows, menu links and data hooks no longer follow the query. */
export const appRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  Link: PathLink,
  useNavigate: () => required(useContext(NavigateContext), 'useNavigate'),
  useMatch: (pattern) => matchPath(pattern, decodePath(usePathname())),
};

/** As react-router's useMatch reads the path: each segment decoded, an encoded slash kept encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

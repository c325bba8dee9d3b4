import { pathPattern } from '../../schemas/appRoutes';
import type { AccessQuestion, PageDefinition } from '../../ui/pageDefinition';

export type PageEntry = Pick<PageDefinition, 'path' | 'access'>;

/** canAccess's answer to a question, as gathered by useMay. */
export type May = (question: AccessQuestion) => boolean;

/** The question for a page path: the authProvider answers it from the route table. */
export const openQuestion = (pathname: string): AccessQuestion => ({ resource: pathname, action: 'open' });

// Each page path compiled once: the menu, the shortcuts and the landing page ask for the page of every
// item on every render, and compiling each pattern on each call was a fifth of a cold page load's work.
const patterns = new Map<string, RegExp>();

function patternOf(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) patterns.set(path, (pattern = pathPattern(path)));
  return pattern;
}

/** The registered page serving a concrete path (matched case-insensitively, like the router does). */
export function pageFor<P extends Pick<PageDefinition, 'path'>>(pages: readonly P[], pathname: string): P | undefined {
  const path = decodeURI(pathname);
  return pages.find((page) => patternOf(page.path).test(path));
}

/** The questions canReach asks for these paths: each path's route, and its page's own question. */
export function reachQuestions(pages: readonly PageEntry[], paths: readonly string[]): AccessQuestion[] {
  return paths.flatMap((path) => {
    const page = pageFor(pages, path);
    return page ? [openQuestion(path), ...(page.access ? [page.access] : [])] : [];
  });
}

/** A link leads somewhere for this user: a page serves it and canAccess allows both its route and the page. */
export function canReach(may: May, pages: readonly PageEntry[], pathname: string): boolean {
  const page = pageFor(pages, pathname);
  return page !== undefined && may(openQuestion(pathname)) && (page.access === undefined || may(page.access));
}

import { matchPath } from 'react-router-dom';
import type { AccessQuestion, PageDefinition } from '../../ui/pageDefinition';

export type PageEntry = Pick<PageDefinition, 'path' | 'access'>;

/** canAccess's answer to a question, as gathered by useMay. */
export type May = (question: AccessQuestion) => boolean;

/** The question for a page path: the authProvider answers it from the route table. */
export const openQuestion = (pathname: string): AccessQuestion => ({ resource: pathname, action: 'open' });

/** The registered page serving a concrete path (matched case-insensitively, like the router does). */
export function pageFor<P extends Pick<PageDefinition, 'path'>>(pages: readonly P[], pathname: string): P | undefined {
  return pages.find((page) => matchPath({ path: page.path, caseSensitive: false, end: true }, decodeURI(pathname)));
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

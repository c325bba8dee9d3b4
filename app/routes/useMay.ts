import { useCanAccessResources } from 'react-admin';
import type { AccessQuestion } from '../../ui/pageDefinition';
import { authProvider } from '../authProvider';
import type { May } from './reach';

const resourcesOf = (questions: readonly AccessQuestion[], action: string) =>
  [...new Set(questions.filter((question) => question.action === action).map((question) => question.resource))].sort();

/** While new questions are being answered (resource pages joining), earlier answers stay: menus do not blink empty. */
const keep = <T,>(previous: T | undefined) => previous;

/** One action's questions through react-admin's canAccess, first answered by the same table now. */
function useMayAll(action: string, questions: readonly AccessQuestion[]) {
  const resources = resourcesOf(questions, action);
  return useCanAccessResources({
    action,
    resources,
    placeholderData: keep,
    // The guard and the menu render once with the answer instead of once empty and again when react-query has it.
    initialData: () => Object.fromEntries(resources.map((resource) => [resource, authProvider.canAccessNow({ resource, action })])),
  });
}

/**
 * Asks react-admin's canAccess (the authProvider over the one access table) a set of questions at once:
 * page paths ('open') and the resource actions pages are built on. Nothing is allowed until answered.
 */
export function useMay(questions: readonly AccessQuestion[]): { may: May; isPending: boolean } {
  const answers: Record<string, ReturnType<typeof useCanAccessResources>> = {
    open: useMayAll('open', questions),
    list: useMayAll('list', questions),
    show: useMayAll('show', questions),
    create: useMayAll('create', questions),
    edit: useMayAll('edit', questions),
  };
  return {
    may: ({ resource, action }) => answers[action]?.canAccess?.[resource] === true,
    // Earlier answers standing in for new questions do not count as answered.
    isPending: Object.values(answers).some((answer) => answer.isPending || (answer as { isPlaceholderData?: boolean }).isPlaceholderData === true),
  };
}

import { useCanAccessResources } from 'react-admin';
import type { AccessQuestion } from '../../ui/pageDefinition';
import { authProvider } from '../authProvider';
import type { May } from './reach';

const resourcesOf = (questions: readonly AccessQuestion[], action: string) =>
  [...new Set(questions.filter((question) => question.action === action).map((question) => question.resource))].sort();

/**
 * One action's questions through react-admin's canAccess, first answered by the same table now: the guard and the
 * menu render once with the answer instead of once empty and again when react-query has it, and new questions
 * (resource pages joining) are answered at once, so menus do not blink empty.
 */
function useMayAll(action: string, questions: readonly AccessQuestion[]) {
  const resources = resourcesOf(questions, action);
  return useCanAccessResources({
    action,
    resources,
    initialData: () => Object.fromEntries(resources.map((resource) => [resource, authProvider.canAccessNow({ resource, action })])),
  });
}

/**
 * Asks react-admin's canAccess (the authProvider over the one access table) a set of questions at once:
 * page paths ('open') and the resource actions pages are built on.
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
    isPending: Object.values(answers).some((answer) => answer.isPending),
  };
}

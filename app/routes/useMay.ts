import { useCanAccessResources } from 'react-admin';
import type { AccessQuestion } from '../../ui/pageDefinition';
import type { May } from './reach';

const resourcesOf = (questions: readonly AccessQuestion[], action: string) =>
  [...new Set(questions.filter((question) => question.action === action).map((question) => question.resource))].sort();

/**
 * Asks react-admin's canAccess (the authProvider over the one access table) a set of questions at once:
 * page paths ('open') and the resource actions pages are built on. Nothing is allowed until answered.
 */
export function useMay(questions: readonly AccessQuestion[]): { may: May; isPending: boolean } {
  const answers: Record<string, ReturnType<typeof useCanAccessResources>> = {
    open: useCanAccessResources({ action: 'open', resources: resourcesOf(questions, 'open') }),
    list: useCanAccessResources({ action: 'list', resources: resourcesOf(questions, 'list') }),
    show: useCanAccessResources({ action: 'show', resources: resourcesOf(questions, 'show') }),
    create: useCanAccessResources({ action: 'create', resources: resourcesOf(questions, 'create') }),
    edit: useCanAccessResources({ action: 'edit', resources: resourcesOf(questions, 'edit') }),
  };
  return {
    may: ({ resource, action }) => answers[action]?.canAccess?.[resource] === true,
    isPending: Object.values(answers).some((answer) => answer.isPending),
  };
}

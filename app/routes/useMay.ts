import { useCanAccessResources } from 'react-admin';
import type { AccessQuestion } from '../../ui/pageDefinition';
import type { May } from './reach';

const resourcesOf = (questions: readonly AccessQuestion[], action: string) =>
  [...new Set(questions.filter((question) => question.action === action).map((question) => question.resource))].sort();

/** While new questions are being answered (resource pages joining), earlier answers stay: menus do not blink empty. */
const keep = <T,>(previous: T | undefined) => previous;

/**
 * Asks react-admin's canAccess (the authProvider over the one access table) a set of questions at once:
 * page paths ('open') and the resource actions pages are built on. Nothing is allowed until answered.
 */
export function useMay(questions: readonly AccessQuestion[]): { may: May; isPending: boolean } {
  const answers: Record<string, ReturnType<typeof useCanAccessResources>> = {
    open: useCanAccessResources({ action: 'open', resources: resourcesOf(questions, 'open'), placeholderData: keep }),
    list: useCanAccessResources({ action: 'list', resources: resourcesOf(questions, 'list'), placeholderData: keep }),
    show: useCanAccessResources({ action: 'show', resources: resourcesOf(questions, 'show'), placeholderData: keep }),
    create: useCanAccessResources({ action: 'create', resources: resourcesOf(questions, 'create'), placeholderData: keep }),
    edit: useCanAccessResources({ action: 'edit', resources: resourcesOf(questions, 'edit'), placeholderData: keep }),
  };
  return {
    may: ({ resource, action }) => answers[action]?.canAccess?.[resource] === true,
    // Earlier answers standing in for new questions do not count as answered.
    isPending: Object.values(answers).some((answer) => answer.isPending || (answer as { isPlaceholderData?: boolean }).isPlaceholderData === true),
  };
}

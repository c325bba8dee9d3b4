import type { QueryClient } from '@tanstack/react-query';
import type { AccessRequest } from './access';

/**
 * react-admin asks canAccess through react-query (useCanAccess, useRequireAccess), so every question starts
 * pending and is asked only once its component has mounted: a list's rows wait for its own question (its query
 * is enabled by the answer), a commit and its effects after the list has rendered without them. The answer is
 * known at once (the token's roles and the access table: `canAccessNow`): each question is answered as it is
 * put in the cache, before its component reads it. react-query still asks the provider on mount, as it would.
 */
export function answerAccessQuestionsAtOnce(queryClient: QueryClient, canAccessNow: (request: AccessRequest) => boolean): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, method, question] = event.query.queryKey as readonly unknown[];
    if (scope !== 'auth' || method !== 'canAccess' || !isAccessRequest(question)) return;
    event.query.setData(canAccessNow({ resource: question.resource, action: question.action }));
  });
}

/** react-admin's question: { resource, action, ... } (its own keys; the app's useMay asks with lists under other keys). */
function isAccessRequest(question: unknown): question is AccessRequest {
  if (typeof question !== 'object' || question === null || Array.isArray(question)) return false;
  const { resource, action } = question as Record<string, unknown>;
  return typeof resource === 'string' && typeof action === 'string';
}

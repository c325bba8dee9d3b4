import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import type { EndpointKey } from '../schemas/endpoints';
import { isExtension } from '../schemas/extensions';

/**
 * Extensions the back office turned out not to offer (schemas/extensions.ts): the group's existing back
 * office may lack any of them. A call to one rejects with NotOfferedError, and the endpoint is remembered
 * for the rest of the session, so its feature hides without asking again; callers show a quiet text or
 * no button, never an error notice.
 */
const NOT_OFFERED_STATUSES = new Set([404, 405, 501]);
/** What an api answers for a path it has no route for (the reference api, its legacy profile). */
const UNKNOWN_ENDPOINT = 'Unknown endpoint';

export class NotOfferedError extends HttpError {
  constructor(readonly endpoint: EndpointKey, status: number) {
    super(`The back office does not offer ${endpoint}`, status, null);
    // HttpError pins its own prototype: restore this class's, or instanceof would not see it.
    Object.setPrototypeOf(this, NotOfferedError.prototype);
    this.name = 'NotOfferedError';
  }
}

export const isNotOffered = (error: unknown): error is NotOfferedError => error instanceof NotOfferedError;

const refused = new Map<EndpointKey, number>();
const listeners = new Set<() => void>();

/**
 * Whether an extension's error answer means the back office lacks it. A 404 that names what is missing
 * ('Lead not found') comes from a route that exists: an ordinary error. An unrouted path answers an empty
 * body, an HTML or problem page, or 'Unknown endpoint'.
 */
function meansNotOffered(endpoint: EndpointKey, error: HttpError): boolean {
  if (!isExtension(endpoint) || !NOT_OFFERED_STATUSES.has(error.status)) return false;
  const message: unknown = error.body?.message;
  return error.status !== 404 || typeof message !== 'string' || message === UNKNOWN_ENDPOINT;
}

/** The error a failed call rejects with: NotOfferedError (remembered) for a missing extension, else the answer's own. */
export function classifyFailure(endpoint: EndpointKey | undefined, error: HttpError): HttpError {
  if (!endpoint || !meansNotOffered(endpoint, error)) return error;
  if (!refused.has(endpoint)) {
    refused.set(endpoint, error.status);
    listeners.forEach((listener) => listener());
  }
  return new NotOfferedError(endpoint, error.status);
}

/** The rejection for an endpoint already known missing, without asking the back office again. */
export function knownNotOffered(endpoint: EndpointKey | undefined): NotOfferedError | undefined {
  const status = endpoint && refused.get(endpoint);
  return status ? new NotOfferedError(endpoint, status) : undefined;
}

export const isOffered = (endpoint: EndpointKey): boolean => !refused.has(endpoint);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True until the back office has answered that it lacks this endpoint; re-renders when it does. */
export function useOffered(endpoint: EndpointKey): boolean {
  return useSyncExternalStore(subscribe, () => isOffered(endpoint));
}

/** Forgets what was learnt (tests start each case afresh). */
export function forgetNotOffered(): void {
  refused.clear();
  listeners.forEach((listener) => listener());
}

import type { EndpointKey } from '../schemas/endpoints';
import type { ApiRequest } from './http';
import type { EndpointBinding } from './resourceRegistry';

/** Fills `{name}` placeholders of a path template; a missing value is a programming error. */
export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export interface EndpointCall {
  id?: unknown;
  idField?: string;
  record?: Record<string, unknown>;
  /** Extra query string, e.g. `{ changedPassword: true }` for admin/updateuser. */
  query?: ApiRequest['query'];
}

export function requestFor(endpoint: EndpointBinding, call: EndpointCall): ApiRequest {
  const idField = call.idField ?? 'id';
  const values = { ...call.record, id: call.id, [idField]: call.id ?? call.record?.[idField] };
  const bodyKind = endpoint.body ?? (endpoint.method === 'POST' || endpoint.method === 'PUT' ? 'record' : 'none');
  const body = Array.isArray(bodyKind)
    ? Object.fromEntries(bodyKind.map((field) => [field, values[field]]))
    : bodyKind === 'record'
      ? call.record
      : bodyKind === 'id'
        ? { [idField]: values[idField] }
        : undefined;
  // The binding's key, as the access table writes it: an extension among them is known by it (notOffered.ts).
  const key = `${endpoint.method} ${endpoint.path}` as EndpointKey;
  return { method: endpoint.method, path: fillPath(endpoint.path, values), query: call.query, body, endpoint: key };
}

/**
 * What the data provider needs to know of each resource: its id field, its legacy endpoints and how
 * long a fetched list stays fresh. The resources module registers every declaration (code and
 * config) before the app renders; react-admin calls then name the resource.
 */
export type ResourceEndpointName = 'list' | 'one' | 'create' | 'update' | 'delete';

export interface EndpointBinding {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Legacy path under /api/ with `{field}` placeholders, e.g. visits/getVisit/{id}. */
  path: string;
  /** Body sent: the record, `{ [idField]: id }`, these fields of the record, or nothing. Default: record for POST/PUT, none otherwise. */
  body?: 'record' | 'id' | 'none' | readonly string[];
}

export interface ResourceBinding {
  name: string;
  /** The id field; absent: rows are numbered in the order the api sends them. */
  id?: string;
  endpoints: Partial<Record<ResourceEndpointName, EndpointBinding>>;
  /** Freshness of the fetched list in seconds (default 60). */
  cacheSeconds?: number;
}

const bindings = new Map<string, ResourceBinding>();

export function registerResources(list: readonly ResourceBinding[]): void {
  for (const binding of list) bindings.set(binding.name, binding);
}

export function bindingOf(resource: string): ResourceBinding {
  const binding = bindings.get(resource);
  if (!binding) throw new Error(`Unknown resource '${resource}'`);
  return binding;
}

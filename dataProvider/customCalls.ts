import type { EndpointResponse } from '../schemas/endpointResponses';
import { changesData, parseEndpointKey, type EndpointKey } from '../schemas/endpoints';
import { invalidateArrays } from './arrayCache';
import { fillPath } from './endpointRequest';
import { apiFetch, type ApiRequest } from './http';
import { saveBlob } from './saveBlob';

/** Arguments of a legacy call: path placeholders, query string and JSON body. */
export interface CallArgs {
  params?: Record<string, string | number>;
  query?: ApiRequest['query'];
  body?: unknown;
  /** See ApiRequest.idempotencyKey: the same key for every try of one submission. */
  idempotencyKey?: string;
}

function request(endpoint: EndpointKey, args: CallArgs, raw = false): ApiRequest {
  const { method, path } = parseEndpointKey(endpoint);
  return { method: method as ApiRequest['method'], path: fillPath(path, args.params ?? {}), query: args.query, body: args.body, raw, idempotencyKey: args.idempotencyKey, endpoint };
}

/** Calls any endpoint of the access table, answering its response type; a call that changes data invalidates every cached list. */
export async function call<K extends EndpointKey>(endpoint: K, args: CallArgs = {}): Promise<EndpointResponse<K>> {
  return (await callWithStatus(endpoint, args)).body;
}

/** Like call, with the HTTP status of the answer (messages that keep the status, e.g. the user import). */
export async function callWithStatus<K extends EndpointKey>(endpoint: K, args: CallArgs = {}): Promise<{ status: number; body: EndpointResponse<K> }> {
  try {
    const response = await apiFetch<Response>(request(endpoint, args, true));
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as EndpointResponse<K> };
  } finally {
    if (changesData(endpoint)) invalidateArrays();
  }
}

/** Fetches a file answer and saves it under `fileName` (see datedFileName). */
export async function download(endpoint: EndpointKey, args: CallArgs, fileName: string): Promise<void> {
  const response = await apiFetch<Response>(request(endpoint, args, true));
  saveBlob(await response.blob(), fileName);
}

import { HttpError } from 'react-admin';
import { call, download } from '../../dataProvider';
import type { ApiEntry } from '../../schemas/entities/exports';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';

/** Where the app's back-office calls go (the proxy forwards them to the back office). */
const API_PATH = '/api/';

/**
 * Where an API entry's link leads, with ?finadmin= (spec part 2 §7: "download links navigate the browser to
 * the entry's link with finadmin"; the daily Excel send is a GET to another host). A link to a call of this
 * app's own back office (same origin, under /api/, one of the contract's GETs) is followed by the api client,
 * which carries the session's token that a bare navigation would not; any other link is another host's,
 * opened in a new tab (download) or asked with a plain GET (send).
 */
export type EntryTarget =
  | { kind: 'call'; endpoint: EndpointKey; params: Record<string, string>; query: Record<string, string> }
  | { kind: 'elsewhere'; url: string };

const GET_ROUTES = (Object.keys(ENDPOINT_ACCESS) as EndpointKey[])
  .map((endpoint) => ({ endpoint, ...parseEndpointKey(endpoint) }))
  .filter((route) => route.method === 'GET')
  .map(({ endpoint, path }) => ({
    endpoint,
    names: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
    // Path names match whatever their case, as the legacy's routes do; a {parameter} is one segment.
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`, 'i'),
  }));

function contractCall(path: string): { endpoint: EndpointKey; params: Record<string, string> } | undefined {
  for (const route of GET_ROUTES) {
    const match = route.pattern.exec(path);
    if (match) return { endpoint: route.endpoint, params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

export function entryTarget(entry: ApiEntry, origin: string): EntryTarget {
  const url = new URL(entry.link, origin);
  url.searchParams.set('finadmin', entry.finadmin);
  const own = url.origin === new URL(origin).origin && url.pathname.startsWith(API_PATH);
  const found = own ? contractCall(url.pathname.slice(API_PATH.length)) : undefined;
  return found ? { kind: 'call', ...found, query: Object.fromEntries(url.searchParams) } : { kind: 'elsewhere', url: url.href };
}

/** The target of an entry's link from the page the app runs on. */
export const entryTargetHere = (entry: ApiEntry) => entryTarget(entry, window.location.origin);

/** Download: the back office's file saved as `fileName`, or the other host's link opened in a new tab. */
export async function downloadEntry(entry: ApiEntry, fileName: string): Promise<void> {
  const target = entryTargetHere(entry);
  if (target.kind === 'call') await download(target.endpoint, { params: target.params, query: target.query }, fileName);
  else window.open(target.url, '_blank', 'noopener');
}

/** Send: a GET of the entry's link, without a body; answers the back office's message when it gives one. */
export async function sendEntry(entry: ApiEntry): Promise<{ message?: string }> {
  const target = entryTargetHere(entry);
  if (target.kind === 'call') return ((await call(target.endpoint, { params: target.params, query: target.query })) ?? {}) as { message?: string };
  // Another host: no token of ours goes along.
  const response = await fetch(target.url, { method: 'GET' });
  if (!response.ok) throw new HttpError(response.statusText || `HTTP ${response.status}`, response.status);
  return {};
}

import type { CompiledResource } from './compiledResource';
import type { ConfigProblem } from './configProblems';
import { parseConfigResource } from './parseConfigResource';

/** Served by the proxy from resources/config/: a JSON array of file names, then each file. */
export const CONFIG_INDEX_URL = '/config/resources';

export interface LoadedConfig {
  resources: CompiledResource[];
  problems: ConfigProblem[];
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('not valid JSON');
  }
}

async function loadFile(file: string): Promise<LoadedConfig> {
  const name = file.replace(/\.json$/i, '');
  try {
    const parsed = parseConfigResource(file, await fetchJson(`${CONFIG_INDEX_URL}/${encodeURIComponent(name)}.json`));
    return { resources: parsed.resource ? [parsed.resource] : [], problems: parsed.problems };
  } catch (error) {
    return { resources: [], problems: [{ file, key: '', message: (error as Error).message }] };
  }
}

/** Loads every config resource; a broken file becomes a problem, never an exception. */
export async function loadConfigResources(): Promise<LoadedConfig> {
  let files: unknown;
  try {
    files = await fetchJson(CONFIG_INDEX_URL);
  } catch (error) {
    return { resources: [], problems: [{ file: CONFIG_INDEX_URL, key: '', message: (error as Error).message }] };
  }
  if (!Array.isArray(files)) return { resources: [], problems: [{ file: CONFIG_INDEX_URL, key: '', message: 'expected a list of file names' }] };
  const names = files.filter((f): f is string => typeof f === 'string' && /\.json$/i.test(f));
  const loaded = await Promise.all(names.map(loadFile));
  return { resources: loaded.flatMap((l) => l.resources), problems: loaded.flatMap((l) => l.problems) };
}

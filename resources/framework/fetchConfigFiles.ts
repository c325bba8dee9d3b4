/** Served by the proxy from resources/config/: a JSON array of file names, then each file. */
const CONFIG_INDEX_URL = '/config/resources';

/** One config file as fetched: its JSON, or why it could not be had (parsing it is the framework's job). */
export type FetchedConfigFile = { file: string; json: unknown } | { file: string; error: string };

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

async function fetchFile(file: string): Promise<FetchedConfigFile> {
  const name = file.replace(/\.json$/i, '');
  try {
    return { file, json: await fetchJson(`${CONFIG_INDEX_URL}/${encodeURIComponent(name)}.json`) };
  } catch (error) {
    return { file, error: (error as Error).message };
  }
}

/**
 * Fetches every config resource file; never throws (a missing index is an error entry of its own).
 * Free of the framework's code, so the shell starts it while that code is still loading.
 */
export async function fetchConfigFiles(): Promise<FetchedConfigFile[]> {
  let files: unknown;
  try {
    files = await fetchJson(CONFIG_INDEX_URL);
  } catch (error) {
    return [{ file: CONFIG_INDEX_URL, error: (error as Error).message }];
  }
  if (!Array.isArray(files)) return [{ file: CONFIG_INDEX_URL, error: 'expected a list of file names' }];
  const names = files.filter((f): f is string => typeof f === 'string' && /\.json$/i.test(f));
  return Promise.all(names.map(fetchFile));
}

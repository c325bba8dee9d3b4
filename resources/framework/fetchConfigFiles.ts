import { CONFIG_CONTENTS_PATH, type ConfigFileContents } from '../../schemas/configFiles';

/** One config file as fetched: its JSON, or why it could not be had (parsing it is the framework's job). */
export type FetchedConfigFile = { file: string; json: unknown } | { file: string; error: string };

const isContents = (entry: unknown): entry is ConfigFileContents =>
  typeof entry === 'object' && entry !== null && typeof (entry as { file?: unknown }).file === 'string' && typeof (entry as { text?: unknown }).text === 'string';

function parseFile({ file, text }: ConfigFileContents): FetchedConfigFile {
  try {
    return { file, json: JSON.parse(text) };
  } catch {
    return { file, error: 'not valid JSON' };
  }
}

/**
 * Fetches every config resource file; never throws (an unreadable answer is an error entry of its own).
 * Free of the framework's code, so the shell starts it while that code is still loading.
 */
export async function fetchConfigFiles(): Promise<FetchedConfigFile[]> {
  let files: unknown;
  try {
    const response = await fetch(CONFIG_CONTENTS_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    files = await response.json();
  } catch (error) {
    return [{ file: CONFIG_CONTENTS_PATH, error: (error as Error).message }];
  }
  if (!Array.isArray(files) || !files.every(isContents)) return [{ file: CONFIG_CONTENTS_PATH, error: 'expected the files with their texts' }];
  return files.filter(({ file }) => /\.json$/i.test(file)).map(parseFile);
}

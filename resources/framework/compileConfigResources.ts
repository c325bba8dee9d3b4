import type { CompiledResource } from './compiledResource';
import type { ConfigProblem } from './configProblems';
import type { FetchedConfigFile } from './fetchConfigFiles';
import { parseConfigResource } from './parseConfigResource';

export interface LoadedConfig {
  resources: CompiledResource[];
  problems: ConfigProblem[];
}

/** Compiles the fetched config files; a broken file becomes a problem, never an exception. */
export function compileConfigResources(files: readonly FetchedConfigFile[]): LoadedConfig {
  const loaded = files.map((fetched): LoadedConfig => {
    if ('error' in fetched) return { resources: [], problems: [{ file: fetched.file, key: '', message: fetched.error }] };
    const parsed = parseConfigResource(fetched.file, fetched.json);
    return { resources: parsed.resource ? [parsed.resource] : [], problems: parsed.problems };
  });
  return { resources: loaded.flatMap((l) => l.resources), problems: loaded.flatMap((l) => l.problems) };
}

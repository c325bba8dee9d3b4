import type { CompiledResource } from './compiledResource';
import type { ConfigProblem } from './configProblems';
import { compileConfigResources } from './compileConfigResources';
import type { FetchedConfigFile } from './fetchConfigFiles';

/** A second resource with a name or path already taken is refused, not allowed to shadow the first. */
function withoutDuplicates(resources: CompiledResource[]): { kept: CompiledResource[]; problems: ConfigProblem[] } {
  const names = new Set<string>();
  const paths = new Set<string>();
  const kept: CompiledResource[] = [];
  const problems: ConfigProblem[] = [];
  for (const resource of resources) {
    const { name, path } = resource.declaration;
    if (names.has(name)) problems.push({ file: resource.origin, key: 'name', message: `a resource named '${name}' already exists` });
    else if (paths.has(path.toLowerCase())) problems.push({ file: resource.origin, key: 'path', message: `the path '${path}' is already used` });
    else {
      names.add(name);
      paths.add(path.toLowerCase());
      kept.push(resource);
    }
  }
  return { kept, problems };
}

/**
 * Every resource: code resources first (a broken one is reported, not thrown), then the config files
 * served at /config/resources (fetched by the caller, while this code was loading). The app renders
 * whatever loaded and shows the problems.
 */
export async function loadResourceDeclarations(
  codeResources: readonly (() => CompiledResource)[],
  configFiles: Promise<readonly FetchedConfigFile[]>,
): Promise<{ declarations: CompiledResource[]; problems: ConfigProblem[] }> {
  const problems: ConfigProblem[] = [];
  const compiled: CompiledResource[] = [];
  for (const compile of codeResources) {
    try {
      compiled.push(compile());
    } catch (error) {
      problems.push({ file: 'code', key: '', message: (error as Error).message });
    }
  }
  const config = compileConfigResources(await configFiles);
  const { kept, problems: duplicates } = withoutDuplicates([...compiled, ...config.resources]);
  return { declarations: kept, problems: [...problems, ...config.problems, ...duplicates] };
}

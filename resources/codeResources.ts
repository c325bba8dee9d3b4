import type { CompiledResource } from './framework/compiledResource';

/** Resources declared in code (one folder each); config resources come from resources/config/ at run time. */
export const CODE_RESOURCES: readonly (() => CompiledResource)[] = [];

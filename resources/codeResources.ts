import type { CompiledResource } from './framework/compiledResource';
import { users } from './users';

/** Resources declared in code (one folder each); config resources come from resources/config/ at run time. */
export const CODE_RESOURCES: readonly (() => CompiledResource)[] = [users];

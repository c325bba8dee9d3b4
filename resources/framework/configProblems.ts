import type { z } from 'zod';

/** A config file that could not be used: which file, which key of it, and why. */
export interface ConfigProblem {
  file: string;
  /** Dotted path of the failing key, e.g. `list.perPage`; empty for the whole file. */
  key: string;
  message: string;
}

export function problemsOf(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.map((issue) => ({ file, key: issue.path.map(String).join('.'), message: issue.message }));
}

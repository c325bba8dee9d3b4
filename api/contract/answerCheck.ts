import type { z } from 'zod';
import { ENDPOINT_ANSWERS, FileAnswer } from '../../schemas/endpointResponses';
import type { EndpointKey } from '../../schemas/endpoints';

/** A successful answer as it came over the wire. */
export interface WireAnswer {
  contentType: string;
  body: Uint8Array;
}

/** A match carries the parsed JSON (none for a file). */
export type AnswerVerdict = { ok: true; value?: unknown } | { ok: false; path: string; message: string };

/** A zod issue path as JSONPath: `$`, `$[0].debnr`, `$.rows[2]["odd key"]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`;
  }, '$');
}

const isJson = (contentType: string) => /[/+]json\b/i.test(contentType);

/**
 * Whether an answer of `endpoint` matches the contract table (schemas/endpointResponses.ts): a file endpoint must
 * not answer JSON (a JSON body there is an error dressed as success); any other must be JSON its schema accepts.
 * A mismatch names the first field at fault and zod's message.
 */
export function checkAnswer(endpoint: EndpointKey, answer: WireAnswer): AnswerVerdict {
  const schema: z.ZodType = ENDPOINT_ANSWERS[endpoint];
  const text = () => new TextDecoder().decode(answer.body);
  if (schema === FileAnswer) {
    if (!isJson(answer.contentType)) return { ok: true };
    return { ok: false, path: '$', message: `expected a file, received JSON ${text().slice(0, 120)}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text());
  } catch {
    return { ok: false, path: '$', message: `expected JSON, received ${answer.contentType || 'no content type'} (${answer.body.length} bytes)` };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value };
  const issue = parsed.error.issues[0]!;
  return { ok: false, path: jsonPath(issue.path), message: issue.message };
}

/** What the database refused, in our words, and which input field it most likely came from. */
export interface RejectedInput {
  field: string;
  message: string;
}

const DATE_LIKE = /^\d{4,}-\d{2}-\d{2}/;
const INT32_MAX = 2 ** 31 - 1;

function isRealDate(text: string): boolean {
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text.slice(0, 10) && new Date(time).getUTCFullYear() < 10000;
}

function isOutOfRange(value: unknown): boolean {
  const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Math.abs(number) > INT32_MAX;
}

function firstField(value: unknown, test: (leaf: unknown) => boolean, path: string[] = []): string | undefined {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstField(item, test, [...path, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return test(value) ? path.join('.') || '_' : undefined;
}

/**
 * A database refusal of a client's value (SQLSTATE class 22: data exception, 23: integrity) as a 400
 * answer: never the driver's text, and the field named when the request shows which value it was.
 */
export function rejectedInput(sqlState: string, input: unknown): RejectedInput {
  if (sqlState === '22007' || sqlState === '22008') {
    return { field: firstField(input, (v) => typeof v === 'string' && DATE_LIKE.test(v) && !isRealDate(v)) ?? '_', message: 'is not a valid date' };
  }
  if (sqlState === '22003') return { field: firstField(input, isOutOfRange) ?? '_', message: 'is out of range' };
  if (sqlState.startsWith('23')) return { field: '_', message: 'conflicts with existing data' };
  return { field: '_', message: 'holds a value that is not valid' };
}

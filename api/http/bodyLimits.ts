/**
 * What one request body may be. The largest bodies the app sends are downloads that post their rows back
 * and a lead import's rows (well under a megabyte for thousands of rows); the deepest is a few levels of
 * objects in lists. The limits stop a body that costs the server more than any client needs: a JSON text
 * nested 30,000 deep (60 KB) ran the api worker out of memory.
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
export const MAX_BODY_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of objects and arrays in a JSON text, read in one pass over its bytes before it is
 * parsed (brackets inside strings do not count). Stops as soon as it passes `limit`.
 */
export function jsonDepth(bytes: Uint8Array, limit = MAX_BODY_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/** What PostgreSQL, PGlite or the driver would say; none of it may reach a client. */
export const DATABASE_WORDING =
  /SQLSTATE|syntax error at or near|invalid input syntax|violates (not-null|foreign key|unique|check) constraint|duplicate key value|out of range for type|date\/time field value|invalid byte sequence|relation "|column "|operator does not exist|function \S+\(.*\) does not exist|current transaction is aborted|pglite|postgres|\bpg_/i;

/** What Node says about our code: a stack frame, a source position, a JavaScript error's own words. */
export const INTERNAL_WORDING =
  /\n\s+at |\bat (?:async )?[\w$.<>[\]]+ \(|node:internal|\.(?:[cm]?js|ts):\d+:\d+|\b(?:Type|Reference|Range|Syntax|URI)Error\b|Cannot read propert|is not a function|is not iterable|Maximum call stack|Unexpected token|in JSON at position/;

/** The first piece of database or internal text in an answer's text, if any. */
export function leakIn(text: string): string | undefined {
  return (DATABASE_WORDING.exec(text) ?? INTERNAL_WORDING.exec(text))?.[0];
}

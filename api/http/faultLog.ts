/**
 * Logs a fault of ours without what a request carried: a driver's error holds the statement's parameters
 * (a password being saved, a customer's data), which belong in no log. Only the error's kind, code, message
 * and stack are written.
 */
export function logFault(context: string, error: unknown): void {
  if (!(error instanceof Error)) {
    console.error(context, typeof error);
    return;
  }
  const code = (error as { code?: unknown }).code;
  console.error(`${context}: ${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}\n${error.stack ?? ''}`);
}

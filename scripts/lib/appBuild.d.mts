/** Builds the app when dist/ is missing or older than its sources; resolves with 0 or the build's exit code. */
export function ensureAppBuilt(): Promise<number>;

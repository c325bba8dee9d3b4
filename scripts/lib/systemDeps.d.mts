/** npm ci when node_modules is missing or older than package-lock.json. */
export function ensureNodeModules(): Promise<number>;
/** Installs the missing Debian packages (all, or those named) with apt-get as root; otherwise says what to install. */
export function ensureSystemPackages(names?: readonly string[]): Promise<number>;

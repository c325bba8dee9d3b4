/** The newest installed PostgreSQL's bin folder (Debian layout), if any. */
export function postgresBin(): string | undefined;

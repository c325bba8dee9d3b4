import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder (Debian layout: /usr/lib/postgresql/<version>/bin), if any. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

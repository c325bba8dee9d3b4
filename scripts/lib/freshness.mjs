import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Modification time of a file, or of the newest file below a folder; 0 when absent. */
export function newestMtime(target, { skip = [] } = {}) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    const child = path.join(target, entry);
    if (entry === 'node_modules' || skip.includes(child)) continue;
    newest = Math.max(newest, newestMtime(child, { skip }));
  }
  return newest;
}

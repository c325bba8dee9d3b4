// `npm run check-upstream -- --url URL --email E --password P [--debnr D] [--timeout SECONDS]`: checks a live
// back office against the contract (scripts/lib/upstreamCheck.ts; README "Running against the real back office").
import { parseArgs } from 'node:util';
import { checkUpstream } from './lib/upstreamCheck';

const USAGE = `Usage: npm run check-upstream -- --url URL --email EMAIL --password PASSWORD [--debnr DEBNR] [--timeout SECONDS]

Signs in to the back office at URL (as UPSTREAM_API_URL names it), asks every read-only GET of the contract the
user's roles allow, and checks each answer against the contract. Exits 1 when the sign-in fails or an answer does
not match. --url defaults to UPSTREAM_API_URL, --password to CHECK_UPSTREAM_PASSWORD.`;

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.UPSTREAM_API_URL },
      email: { type: 'string' },
      password: { type: 'string', default: process.env.CHECK_UPSTREAM_PASSWORD },
      debnr: { type: 'string' },
      timeout: { type: 'string', default: '60' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const timeout = Number(values.timeout);
  const missing = (['url', 'email', 'password'] as const).filter((name) => !values[name]);
  if (values.help || missing.length > 0 || !(timeout > 0)) {
    if (!values.help) console.error(missing.length > 0 ? `Missing: ${missing.map((name) => `--${name}`).join(', ')}` : '--timeout must be a number of seconds');
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  return { url: values.url!, email: values.email!, password: values.password!, debnr: values.debnr, timeoutMs: timeout * 1000 };
}

let parsed;
try {
  parsed = options();
} catch (error) {
  // An unknown or malformed option: parseArgs says which.
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
process.exitCode = await checkUpstream(parsed, (line) => console.log(line));

import { DEMO_PASSWORD, DEMO_USERS } from '../api/seed/demoUsers';
import { ROLES } from '../schemas/roles';

/** What a developer needs after `npm start`: where to go and, on the demo data, who to log in as. */
export function startupBanner(url: string, upstream: string | undefined): string {
  const lines = [`Flora CRM is running at ${url}`];
  if (upstream) {
    lines.push(`Back-office API: ${upstream}`);
    return lines.join('\n');
  }
  lines.push('Back-office API: embedded, on the seeded demo data.', `Demo users (password ${DEMO_PASSWORD}):`);
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  for (const user of DEMO_USERS) {
    const roles = user.roles.length === ROLES.length ? 'every role' : user.roles.join(', ') || 'no role';
    lines.push(`  ${user.email.padEnd(width)}  ${roles}${user.tosAgreement ? '' : ' (has not accepted the terms of use yet)'}`);
  }
  return lines.join('\n');
}

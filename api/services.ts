import type { Clock } from './clock';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import type { EmailMarketing } from './adapters/marketing';
import type { Mailer } from './adapters/mailer';
import type { VatChecker } from './adapters/vies';
import type { SessionCheck } from './auth/sessionCheck';

/** Everything a route may use, built once per api instance (tests build their own). */
export interface Services {
  db: Database;
  clock: Clock;
  config: ApiConfig;
  mailer: Mailer;
  marketing: EmailMarketing;
  /** VAT numbers checked offline, then against the EU's VIES. */
  vat: VatChecker;
  /** Whether an access token's session is still open, and its user's roles now. */
  sessions: SessionCheck;
}

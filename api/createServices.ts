import { createMarketing } from './adapters/brevoMarketing';
import { createMailer } from './adapters/smtpMailer';
import { createVatChecker } from './adapters/vies';
import { SessionCheck } from './auth/sessionCheck';
import type { Clock } from './clock';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import type { Services } from './services';

export function createServices(db: Database, clock: Clock, config: ApiConfig): Services {
  return {
    db,
    clock,
    config,
    mailer: createMailer(db, clock, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    marketing: createMarketing(db, clock, { apiUrl: config.marketingApiUrl, apiKey: config.marketingApiKey }),
    vat: createVatChecker({ url: config.viesUrl }),
    sessions: new SessionCheck(db),
  };
}

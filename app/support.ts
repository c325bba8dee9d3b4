import { supportEmail } from '../ui/support';

/** The support mailbox (spec part 1 §8); named once, in ui/support.ts, which the screens share. */
export const SUPPORT_EMAIL = supportEmail();

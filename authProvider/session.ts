import type { TokenPair } from '../dataProvider/tokenStore';

/** The signed-in user as the api describes it (auth/login, auth/refreshtoken, auth/GetUserByAzureId). */
export interface SessionUser {
  id: number | string;
  azureId: string;
  name: string;
  userName?: string;
  email: string;
  preferred_username?: string;
  tosAgreement: boolean;
  language?: string;
  companyName?: string;
  groupCode: string;
  groupName?: string;
  roles?: string[];
}

/** What auth/login and auth/updatePassword answer. */
export interface Session extends TokenPair {
  user: SessionUser;
}

/**
 * A successful login of a user who has not accepted the terms of use yet: the session is kept
 * aside (not stored) until the user agrees (spec part 1 §4).
 */
export class TermsNotAcceptedError extends Error {
  constructor(readonly session: Session) {
    super('terms_not_accepted');
    this.name = 'TermsNotAcceptedError';
  }
}

/** The parameters of authProvider.login: credentials, a reset-password token, or an accepted pending session. */
export type LoginParams =
  | { email: string; password: string }
  | { resetPasswordToken: string; password: string }
  | { acceptTerms: Session };

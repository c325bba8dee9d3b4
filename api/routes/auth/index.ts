import { accountRoutes } from './account';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { refreshTokenRoutes } from './refreshToken';

/** The auth/ prefix: login, session, password and own-account endpoints. */
export const authRoutes = [...loginRoutes, ...refreshTokenRoutes, ...passwordRoutes, ...accountRoutes];

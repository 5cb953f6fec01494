/**
 * What other API domains use from accounts (see infra/api/README.md "Accounts and sign-in"):
 * - `app.requireSession` / `privateRoutes(app, scope => …)` guard routes with the session (HttpOnly
 *   cookie with CSRF check, or a Bearer token);
 *   `sessionOf(request).userId` is the signed-in player.
 * - `request.webview` ({ isWebview, productCode }) on every request.
 */
export { insertBearerSession } from './sessions';
export {
  privateRoutes,
  sessionOf,
  webviewFromHeaders,
  bearerToken,
  sessionToken,
  type AuthContext,
  type RequireSession,
  type WebviewContext,
} from './requestContext';
export type { AccountTotals, CurrentAccount, CurrentAccountReader } from './users/service';

// What other wings build on: the services registerAccounts returns, the route helpers of a sign-in
// that hands out a session, the proof-of-work gate, the throttle and the player records.
export { registerAccounts, type Accounts } from './register';
export type { AuthService, CallerContext, SignedIn } from './service';
export type { SessionService } from './sessions';
export { callerOf, handOutSession, registerAuthScopeHooks } from './routes';
export { proofOrChallenge } from './proof/gate';
export { normalizeEmail } from './secrets';
export { createThrottle, describeWait, type AttemptCheck, type ThrottleScope } from './throttle';
export { hashPassword, verifyPassword } from './password';
export { createPasswordRule, type RequireNewPassword } from './passwordRule';
export { USER_CONFIGURATION_COLUMNS, type UsersTable } from './tables';
export { createUsersRepository, slugFor, type UsersRepository } from './users/repository';
export { ACCOUNT_COLUMNS, toAuthUser } from './users/service';
export { DEMO_PLAYERS } from './users/seed';

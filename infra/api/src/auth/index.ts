/**
 * What other API domains use from accounts (see infra/api/README.md "Accounts and sign-in"):
 * - `app.requireSession` / `privateRoutes(app, scope => …)` guard routes with the session (HttpOnly
 *   cookie with CSRF check, or a Bearer token);
 *   `sessionOf(request).userId` is the signed-in player.
 * - `request.webview` ({ isWebview, productCode }) on every request.
 */
export { registerAccounts } from './register';
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
export type { AccountTotals, CurrentAccount, CurrentAccountReader } from '../users/service';

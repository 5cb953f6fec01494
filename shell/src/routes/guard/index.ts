/**
 * The route guard's pure rules, shared by the browser (shell) and the gateway: one implementation.
 * No DOM, no Node APIs: callers read cookies, headers and the client IP and pass plain values in.
 */
export { decideGuard, loginLocation, LOGIN_PATH, REFERRER_PARAM, SIGNED_OUT_PAGES } from './decideGuard';
export type { GuardDecision, GuardInput, GuardReason } from './decideGuard';
export { ipMatches, isBlockedByMaintenance, maintenanceLocation, normalizeIp } from './maintenance';
export type { MaintenanceInput } from './maintenance';
export { resolveWebview, WEBVIEW_QUERY_PARAM } from './webview';
export type { WebviewMode, WebviewSources } from './webview';

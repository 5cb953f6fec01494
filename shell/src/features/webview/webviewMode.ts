import { WEBVIEW_COOKIE } from '@portal/contracts';
import { readSessionCookies, serializeCookie, sessionStore, webviewAtom } from '@portal/session';
import { resolveWebview, WEBVIEW_QUERY_PARAM, type WebviewMode } from '@portal/routes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Webview mode at boot, with the same rule as the gateway: `?webview=`, then the webview cookie
 * (the gateway sets it from the product code header), then the access trace. The cookie is written
 * here too when only the query said so (e.g. the development server, which has no gateway).
 */
export function applyWebviewMode(search: string, accessTraceIsWebview: boolean | null): WebviewMode {
  const query = new URLSearchParams(search).get(WEBVIEW_QUERY_PARAM);
  const cookie = readSessionCookies().webviewProductCode;
  const mode = resolveWebview({ query, cookie, accessTrace: accessTraceIsWebview });
  const secure = window.location.protocol === 'https:';
  if (mode.leave && cookie !== null) {
    document.cookie = serializeCookie(WEBVIEW_COOKIE, '', { expires: new Date(0), secure });
  } else if (mode.productCode && mode.productCode !== cookie) {
    document.cookie = serializeCookie(WEBVIEW_COOKIE, mode.productCode, {
      expires: new Date(Date.now() + DAY_MS),
      secure,
    });
  }
  sessionStore.set(webviewAtom, { isWebview: mode.isWebview, productCode: mode.productCode });
  return mode;
}

/**
 * Links that differ inside a game's in-app browser (spec 000 §2, §6): Transfer goes to the
 * webview transfer page. Everything else is the same path.
 */
export function webviewAwarePath(path: string, isWebview: boolean): string {
  if (!isWebview) return path;
  const [pathname = '', rest = ''] = path.split(/(?=[?#])/, 2);
  return pathname === '/transfer' ? `/transfer-webview${rest}` : path;
}

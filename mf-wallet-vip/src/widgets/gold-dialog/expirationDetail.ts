import { call } from '@portal/api-client';
import { walletEndpoints } from '@portal/contracts';
import { webviewIdentityHeaders } from '../../ui/webviewIdentity';

/** Bearer outside a webview; inside one, the webview path and the game's signed headers (000 §7). */
export const fetchExpirationDetail = (webview: boolean) =>
  webview
    ? call(walletEndpoints.webviewExpirationDetail, { headers: webviewIdentityHeaders() })
    : call(walletEndpoints.expirationDetail);

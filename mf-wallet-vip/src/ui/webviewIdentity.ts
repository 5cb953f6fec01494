import {
  WEBVIEW_SIGNATURE_HEADER,
  WEBVIEW_TIMESTAMP_HEADER,
  WEBVIEW_USER_ID_HEADER,
} from '@portal/contracts';

/**
 * The player of a game's in-app browser, as the game's server signed it (infra/api README
 * "Webview identity"). A page cannot read the headers it was opened with, so the game appends the
 * same values to the first URL it opens (`?wv_uid=&wv_ts=&wv_sig=`); they are kept for the tab's
 * life in sessionStorage and sent back as the webview headers on webview calls.
 */
const STORAGE_KEY = 'portal.wallet.webview-identity';
const QUERY = { userId: 'wv_uid', timestamp: 'wv_ts', signature: 'wv_sig' } as const;

interface Identity {
  userId: string;
  timestamp: string;
  signature: string;
}

function fromQuery(search: string): Identity | null {
  const params = new URLSearchParams(search);
  const userId = params.get(QUERY.userId);
  const timestamp = params.get(QUERY.timestamp);
  const signature = params.get(QUERY.signature);
  if (!userId || !timestamp || !signature) return null;
  return { userId, timestamp, signature };
}

function stored(): Identity | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Identity) : null;
  } catch {
    return null;
  }
}

/** The webview headers of the current tab; empty when the game signed nobody. */
export function webviewIdentityHeaders(search: string = window.location.search): Record<string, string> {
  const identity = fromQuery(search) ?? stored();
  if (!identity) return {};
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(identity));
  } catch {
    // Private mode without storage: the query still carries it on this page.
  }
  return {
    [WEBVIEW_USER_ID_HEADER]: identity.userId,
    [WEBVIEW_TIMESTAMP_HEADER]: identity.timestamp,
    [WEBVIEW_SIGNATURE_HEADER]: identity.signature,
  };
}

/**
 * Webview mode (spec 000 §1, §3): the portal runs inside a game's in-app browser. The browser says
 * so with the product code header, or with `?webview=<productCode>` on the first URL it opens (for
 * in-app browsers that cannot set headers); the gateway then keeps the product code in the webview
 * cookie so later page loads and API calls know it too. `?webview=0` leaves webview mode.
 */
export const WEBVIEW_QUERY_PARAM = 'webview';

const PRODUCT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const OFF_VALUES = new Set(['0', 'false', 'off']);

export interface WebviewSources {
  /** `?webview=` of the current URL. */
  query?: string | null;
  /** The product code header (gateway) — a browser page cannot read its own request headers. */
  productCodeHeader?: string | null;
  /** `x-webview` header ('1' means webview). */
  webviewHeader?: string | null;
  /** The webview cookie's value (the product code). */
  cookie?: string | null;
  /** The access trace's isWebview (what the API saw on the browser's own calls). */
  accessTrace?: boolean | null;
}

export interface WebviewMode {
  isWebview: boolean;
  /** The game's product code; null outside a webview or when the in-app browser sent none. */
  productCode: string | null;
  /** True when the query asked to leave webview mode (the cookie should be cleared). */
  leave: boolean;
}

const productCode = (value: string | null | undefined): string | null =>
  value && PRODUCT_CODE.test(value.trim()) ? value.trim() : null;

/** The query wins (it is the newest word), then the header, then the cookie, then the access trace. */
export function resolveWebview(sources: WebviewSources): WebviewMode {
  const query = sources.query?.trim();
  if (query && OFF_VALUES.has(query.toLowerCase()))
    return { isWebview: false, productCode: null, leave: true };
  const code = productCode(query) ?? productCode(sources.productCodeHeader) ?? productCode(sources.cookie);
  if (code) return { isWebview: true, productCode: code, leave: false };
  const flagged = sources.webviewHeader === '1' || sources.accessTrace === true;
  return { isWebview: flagged, productCode: null, leave: false };
}

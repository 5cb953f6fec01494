/** Request headers shared by the API, the gateway and the clients. */
export const PRODUCT_CODE_HEADER = 'x-product-code'; // set by a game's in-app browser (webview mode)
export const WEBVIEW_HEADER = 'x-webview'; // '1' when the page runs in webview mode
export const LANGUAGE_HEADER = 'x-lang';
/**
 * Cookie names: the session lives in cookies so the gateway can guard routes with 307s. The API sets
 * the token cookie HttpOnly (scripts never read it); the user id cookie stays readable.
 */
export const TOKEN_COOKIE = 'portal_token';
export const USER_ID_COOKIE = 'portal_uid';
export const WEBVIEW_COOKIE = 'portal_webview';
/** Double-submit CSRF token: the API sets this readable cookie, same-origin clients echo it in CSRF_HEADER. */
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Proof of work: past a limit the API answers 428 HUMAN_PROOF_REQUIRED with a challenge in
 * HUMAN_CHALLENGE_HEADER; the client solves it and sends the same request with HUMAN_PROOF_HEADER.
 */
export const HUMAN_CHALLENGE_HEADER = 'x-human-challenge';
export const HUMAN_PROOF_HEADER = 'x-human-proof';
/**
 * The served document's `<script type="application/json">` with the public API answers its server
 * render read, which the browser's client answers the same first requests from.
 */
export const SERVED_ANSWERS_ELEMENT_ID = 'portal-served-answers';

/** Request headers shared by the API, the gateway and the clients. */
export const PRODUCT_CODE_HEADER = 'x-product-code'; // set by a game's in-app browser (webview mode)
export const WEBVIEW_HEADER = 'x-webview'; // '1' when the page runs in webview mode
export const LANGUAGE_HEADER = 'x-lang';
/** Cookie names: the session lives in cookies so the gateway can guard routes with 307s. */
export const TOKEN_COOKIE = 'portal_token';
export const USER_ID_COOKIE = 'portal_uid';
export const WEBVIEW_COOKIE = 'portal_webview';

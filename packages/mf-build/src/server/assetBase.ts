/**
 * First module of every server render: its images resolve under the folder its version's browser
 * files are served from. That folder depends on the version (a digest of this very build), so the
 * gateway names it when it loads the render (`globalThis.PORTAL_ASSET_BASE`), before any image
 * module builds its URLs.
 */
declare let __webpack_public_path__: string;

// eslint-disable-next-line prefer-const -- webpack's runtime variable, assigned here and read by its runtime
__webpack_public_path__ = (globalThis as { PORTAL_ASSET_BASE?: string }).PORTAL_ASSET_BASE ?? '';

export {};

/**
 * Leaves mf-auth for another route of the portal. single-spa patches history.pushState: the URL
 * change reroutes (mounts the app that owns the path) and fires popstate for the shell's router.
 */
export function navigateInPortal(path: string): void {
  window.history.pushState(null, '', path);
}

/** A full page load (an app link, or a provider's sign-in page). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}

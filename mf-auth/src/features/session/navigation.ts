/** A full page load (an app link, or a provider's sign-in page). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}

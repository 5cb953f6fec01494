/** A full navigation away from the single-page app (the external maintenance page). */
export function leavePortal(url: string): void {
  window.location.assign(url);
}

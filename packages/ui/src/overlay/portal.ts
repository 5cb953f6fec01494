/** Overlays render into document.body so no ancestor's overflow or stacking context clips them. */
export function getPortalContainer(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.body;
}

import { useEffect } from 'react';

/** Module-level so nested overlays (a modal over the drawer) unlock only when the last closes. */
let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

export function lockScroll(): void {
  if (typeof document === 'undefined') return;
  if (lockCount === 0) {
    const { body, documentElement } = document;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Keep the page from shifting when the scrollbar disappears.
    const scrollbarWidth =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
}

export function unlockScroll(): void {
  if (typeof document === 'undefined' || lockCount === 0) return;
  lockCount -= 1;
  if (lockCount === 0) {
    document.body.style.overflow = savedOverflow;
    document.body.style.paddingRight = savedPaddingRight;
  }
}

/** Locks page scroll while `active` (open overlays, the side drawer). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}

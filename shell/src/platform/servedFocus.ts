import { SERVED_FOCUS_GLOBAL } from '@portal/routes';

declare global {
  interface Window {
    /** The element of a server's drawing that had the focus last (the document's early listener). */
    [SERVED_FOCUS_GLOBAL]?: HTMLElement | null;
  }
}

/** The element of a server's drawing that had the focus last, even when its removal took it away. */
export const servedFocus = (): HTMLElement | null => window[SERVED_FOCUS_GLOBAL] ?? null;

/**
 * A drawing moved back into the page within `moved` (the layout's first commit empties its container
 * and puts the drawing in its outlet): its element that had the focus gets it back, with its caret
 * (the element keeps its selection), unless the reader has focused something else.
 */
export function refocusServedElement(moved: Node): void {
  const focused = servedFocus();
  const active = document.activeElement;
  if (!focused || !moved.contains(focused) || focused === active) return;
  if (active && active !== document.body) return;
  focused.focus({ preventScroll: true });
}

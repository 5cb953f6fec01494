import { disableBodyScroll, enableBodyScroll } from 'body-scroll-lock-upgrade';
import { useEffect, useRef, type RefObject } from 'react';
import { getFocusableElements } from './focus';

export interface ModalDialogOptions {
  /** Shown as a modal while true. */
  open: boolean;
  /** The `<dialog>` element (from a callback ref: it may appear after `open` turns true). */
  dialog: HTMLDialogElement | null;
  onClose: () => void;
  closeOnEscape: boolean;
  /** Receives focus on open; otherwise the first focusable element of `[data-dialog-body]`, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The element that scrolls inside the dialog; the page behind stops scrolling while open. `null`
   * leaves page scroll alone (the guided tour, which follows targets down the page).
   */
  scrollTarget: HTMLElement | null;
}

/**
 * The one modal mechanism of the portal: the native `<dialog>` shown with `showModal()`. The
 * browser puts it in the top layer and makes everything else inert (no focus, no clicks, hidden
 * from assistive technology), so Tab stays in the dialog (and the browser's own controls) and no
 * z-index can cover it; a dialog opened from a dialog stacks on top and only the top one is
 * reachable. This hook adds what the element leaves to us:
 * - focus: the first field of the body (or `initialFocusRef`), not the header's close button;
 *   back to the opener on close;
 * - Escape: our `onClose` (React owns `open`), or nothing when `closeOnEscape` is false;
 * - scroll lock: body-scroll-lock-upgrade, which on iOS pins the body (`position: fixed`, scroll
 *   offset kept) and refuses touch moves outside the dialog's scroller, where `overflow: hidden`
 *   alone does not hold (WebKit bugs 240859, 240860); nested dialogs unlock when the last closes.
 */
export function useModalDialog({
  open,
  dialog,
  onClose,
  closeOnEscape,
  initialFocusRef,
  scrollTarget,
}: ModalDialogOptions): void {
  // Read through refs so a new onClose each render does not re-run the effect (and refocus).
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  });

  // A passive effect: React puts focus back where it was after a commit's DOM changes, so focus
  // moved from a layout effect's cleanup (back to the opener) would be undone.
  useEffect(() => {
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const body = dialog.querySelector<HTMLElement>('[data-dialog-body]') ?? dialog;
    (initialFocusRef?.current ?? getFocusableElements(body)[0] ?? dialog).focus();

    const requestClose = () => {
      if (closeOnEscapeRef.current) onCloseRef.current();
    };
    // Escape's default action is the browser closing the dialog itself; React decides instead.
    // Listening on the element (not the document) answers only while focus is in this dialog,
    // so Escape in a dialog opened over it closes that one alone.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    };
    // Close requests that are not a keydown here (Android's back gesture).
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // A browser may close a modal without a cancel event (Chrome does for repeated close requests
    // without a user gesture in between): React still holds it open, so show it again or let go.
    const onNativeClose = () => {
      if (closeOnEscapeRef.current) onCloseRef.current();
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (scrollTarget) disableBodyScroll(scrollTarget, { reserveScrollBarGap: true });

    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (scrollTarget) enableBodyScroll(scrollTarget);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialog, scrollTarget, initialFocusRef]);
}

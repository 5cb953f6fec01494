import { useEffect, useRef, type RefObject } from 'react';
import { getFocusableElements } from './focus';
import { lockScroll, unlockScroll } from './scrollLock';

/** Open dialogs, innermost last: only the top one answers Escape and traps focus. */
const openDialogs: HTMLElement[] = [];

const isTopDialog = (panel: HTMLElement) => openDialogs[openDialogs.length - 1] === panel;

export interface DialogBehaviourOptions {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  closeOnEscape: boolean;
  /** Receives focus on open; otherwise the first focusable element of the body, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Focus trap, Escape, scroll lock and focus restore for a modal dialog. */
export function useDialogBehaviour({
  open,
  onClose,
  panelRef,
  closeOnEscape,
  initialFocusRef,
}: DialogBehaviourOptions): void {
  // Read through refs so a new onClose each render does not re-run the effect (and refocus).
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;

    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(panel);
    lockScroll();

    const body = panel.querySelector<HTMLElement>('[data-dialog-body]') ?? panel;
    const initial = initialFocusRef?.current ?? getFocusableElements(body)[0] ?? panel;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopDialog(panel)) return;
      if (event.key === 'Escape' && closeOnEscapeRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusableElements(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes (a click on the page behind, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopDialog(panel) || !(event.target instanceof Node) || panel.contains(event.target)) return;
      (getFocusableElements(panel)[0] ?? panel).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(panel);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, panelRef, initialFocusRef]);
}

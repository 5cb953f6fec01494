/**
 * jsdom (26) has HTMLDialogElement with `open` but neither `showModal()`, `show()` nor `close()`
 * (jsdom issue #3294). Test set-up installs them here, following the HTML standard for what a test
 * can observe: the `open` attribute, which dialog is modal, and the `close` event. What jsdom cannot
 * model (the top layer, inertness, Tab staying inside) is proven in the browser suite.
 */
const shownModally = new WeakSet<HTMLDialogElement>();

/** True while `dialog` is open from `showModal()` (the `:modal` state browsers expose). */
export function isShownModally(dialog: Element): boolean {
  return dialog instanceof HTMLDialogElement && dialog.open && shownModally.has(dialog);
}

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      if (this.open && !shownModally.has(this))
        throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
      shownModally.add(this);
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      shownModally.delete(this);
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

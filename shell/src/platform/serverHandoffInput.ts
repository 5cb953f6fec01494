import { SERVED_TAP_CONTROLS, SERVED_TAPS_GLOBAL } from '@portal/routes';
import { servedFocus } from './servedFocus';

declare global {
  interface Window {
    /** Controls of a server's drawing tapped before the shell took it over (the document's early listener). */
    [SERVED_TAPS_GLOBAL]?: Element[];
  }
}

const FIELDS = 'input,select,textarea';

/** Every element of `nodes` (themselves included) that matches `selector`, in document order. */
const within = (nodes: readonly Node[], selector: string): Element[] =>
  nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)]
      : [],
  );

/**
 * The app's element that stands for `served`: the one with its `data-testid`, else the n-th
 * element of its kind with its text and name, n being its own rank among those of the server's
 * drawing (the server may draw a control the app leaves out, e.g. a language button).
 */
function counterpart(served: Element, servedNodes: readonly Node[], app: HTMLElement): HTMLElement | null {
  // An icon button is named by its label: one the app labels otherwise (Play where the server drew
  // Pause) is another control, and the tap is dropped rather than done on it.
  const sameLabel = (element: Element) =>
    element.getAttribute('aria-label') === served.getAttribute('aria-label');
  const testId = served.getAttribute('data-testid');
  if (testId) {
    const twin = app.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`);
    return twin && sameLabel(twin) ? twin : null;
  }
  const alike = (element: Element) =>
    element.tagName === served.tagName &&
    element.textContent === served.textContent &&
    element.getAttribute('name') === served.getAttribute('name') &&
    sameLabel(element);
  const rank = within(servedNodes, served.localName).filter(alike).indexOf(served);
  return (within([app], served.localName).filter(alike)[rank] as HTMLElement | undefined) ?? null;
}

/** A field whose value the reader changed (React keeps its own copy, so set it the way typing does). */
function carryValue(served: Element, field: HTMLElement): void {
  if (served instanceof HTMLInputElement && (served.type === 'checkbox' || served.type === 'radio')) {
    if (served.checked !== served.defaultChecked && field instanceof HTMLInputElement)
      if (field.checked !== served.checked) field.click();
    return;
  }
  const changed =
    served instanceof HTMLSelectElement
      ? [...served.options].some((option) => option.selected !== option.defaultSelected)
      : (served as HTMLInputElement | HTMLTextAreaElement).value !==
        (served as HTMLInputElement | HTMLTextAreaElement).defaultValue;
  if (!changed || !('value' in field)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, (served as HTMLInputElement).value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The caret (or selection) of a text field; null for a type that has none to read (email, number). */
function selectionOf(field: Element | null) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
  return start === null ? null : { start, end: end ?? start, direction: direction ?? undefined };
}

/**
 * What the reader did on the server's drawing before the app replaced it, done again on the app's
 * own elements right after the swap: values typed or chosen, the focus and the caret, and the taps
 * on its buttons (kept by the document's listener, which stopped them). Call before the served
 * nodes go.
 */
export function carryOverServedInput(served: readonly Node[], app: HTMLElement): () => void {
  const inServed = (element: Element) => served.some((node) => node.contains(element));
  const fields = within(served, FIELDS).map((field) => [field, counterpart(field, served, app)] as const);
  // A drawing already out of the page (the chrome, after the layout's commit) lost the focus with it.
  const active = document.activeElement;
  const left = !active || active === document.body ? servedFocus() : active;
  const focus = left && inServed(left) ? counterpart(left, served, app) : null;
  const caret = focus && selectionOf(left);
  const queue = window[SERVED_TAPS_GLOBAL] ?? [];
  const tapped = queue.filter(inServed);
  window[SERVED_TAPS_GLOBAL] = queue.filter((element) => !inServed(element));
  const taps = tapped
    .filter((control) => control.matches(SERVED_TAP_CONTROLS))
    .map((control) => counterpart(control, served, app));
  return () => {
    for (const [field, twin] of fields) if (twin) carryValue(field, twin);
    focus?.focus({ preventScroll: true });
    if (caret && selectionOf(focus))
      (focus as HTMLInputElement).setSelectionRange(caret.start, caret.end, caret.direction);
    for (const control of taps) {
      if (!control) continue;
      control.focus({ preventScroll: true });
      control.click();
    }
  };
}

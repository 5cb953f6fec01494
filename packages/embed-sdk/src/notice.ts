/**
 * What the widget's box shows when the loader cannot draw the widget: a short sentence instead of a
 * blank box, styled through a constructed stylesheet (no inline style: a strict studio CSP allows it).
 */
const NOTICE_CSS = `:host{display:block}
.notice{box-sizing:border-box;padding:12px 16px;border:1px solid #d0d4dc;border-radius:8px;background:#f6f7f9;color:#1b1f27;font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}`;

let noticeSheet: CSSStyleSheet | undefined;

/** The element's shadow root (made once; a second mount into the same element reuses it). */
export function shadowOf(element: HTMLElement): ShadowRoot {
  return element.shadowRoot ?? element.attachShadow({ mode: 'open' });
}

export function showNotice(root: ShadowRoot, text: string): void {
  if (!noticeSheet) {
    noticeSheet = new CSSStyleSheet();
    noticeSheet.replaceSync(NOTICE_CSS);
  }
  if (!root.adoptedStyleSheets.includes(noticeSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, noticeSheet];
  const notice = document.createElement('p');
  notice.className = 'notice';
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  root.replaceChildren(notice);
}

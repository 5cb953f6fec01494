import { createHash } from 'node:crypto';
import { SERVED_CHROME_ATTRIBUTE } from '@portal/routes';
import type { ShellPage } from '../shellDocument';
import type { ServerRender } from './renderWorker';
import { SERVED_PAGE_SCRIPT } from './servedPageScript';
import { drawnSheet, type ServerRenderedPage } from './serverRenderedPage';

/** The shell's chrome as its render draws it: the header in `html`, the bottom navigation in `tail`. */
export type ChromeRender = ServerRender & { tail: string };

export const isChromeRender = (render: ServerRender | null): render is ChromeRender =>
  typeof render?.tail === 'string';

/** Each drawn part sits where the shell's own will be: its wrapper takes no box of its own (the header stays sticky). */
const WRAPPER_CSS = `[${SERVED_CHROME_ATTRIBUTE}]{display:contents}`;

/** The document's skeleton element starting with `opening`: it holds no `<div>`, so it ends at the next `</div>`. */
function skeleton(html: string, opening: string): { start: number; end: number } | undefined {
  const start = html.indexOf(opening);
  const close = start === -1 ? -1 : html.indexOf('</div>', start);
  return close === -1 ? undefined : { start, end: close + '</div>'.length };
}

/**
 * The document with the shell's header and bottom navigation drawn in place of their skeletons
 * (each in a `data-served-chrome` element the shell's first render replaces), their CSS in a
 * `<style>` of the head, and unless `keepsTaps` (a page drawn too already brought it) the served
 * page's script, so a tap on a drawn button before the shell takes over is kept and replayed.
 * Undefined when the document has no such skeletons (a shell built another way).
 */
export function withServedChrome(
  page: ShellPage,
  chrome: ChromeRender,
  { keepsTaps }: { keepsTaps: boolean },
): ServerRenderedPage | undefined {
  const { html } = page;
  const header = skeleton(html, '<div class="boot-header"');
  const bottom = header && skeleton(html, '<div class="boot-bottom"');
  const headEnd = html.search(/<\/head\s*>/i);
  if (!header || !bottom || headEnd === -1 || headEnd > header.start || header.end > bottom.start)
    return undefined;
  const sheet = drawnSheet(chrome.css, WRAPPER_CSS);
  const script = keepsTaps ? '' : `<script>${SERVED_PAGE_SCRIPT}</script>`;
  const drawn =
    `${html.slice(0, headEnd)}${script}${sheet.element}` +
    `${html.slice(headEnd, header.start)}<div ${SERVED_CHROME_ATTRIBUTE}="header">${chrome.html}</div>` +
    `${html.slice(header.end, bottom.start)}<div ${SERVED_CHROME_ATTRIBUTE}="bottom">${chrome.tail}</div>` +
    html.slice(bottom.end);
  // The document is the page and the chrome: their digest names it (no need to hash it whole again).
  const digest = createHash('sha256')
    .update(`${page.cacheKey}\u0000${chrome.html}\u0000${chrome.tail}\u0000${chrome.css}`)
    .digest('base64url');
  return {
    page: {
      ...page,
      html: drawn,
      cacheKey: `${page.cacheKey}\u0000chrome=${digest}`,
      etag: `W/"${digest.slice(0, 22)}"`,
    },
    styleSource: sheet.source,
  };
}

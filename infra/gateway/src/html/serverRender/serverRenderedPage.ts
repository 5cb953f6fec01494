import { createHash } from 'node:crypto';
import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';
import { emotionSheetAttributes, styleElementText, styleHashSource } from '@portal/contracts/html';
import { remoteSlotId, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import type { ShellPage } from '../shellDocument';
import type { ServerRender } from './renderWorker';
import { holdEntryScripts, SERVED_PAGE_SCRIPT } from './servedPageScript';

/**
 * The room the shell's layout gives a remote's outlet (ShellLayout's main: at most 1200 px wide,
 * centred, at least the viewport below the 56 px header, room for the bottom navigation), so the
 * server's HTML sits where the remote will be once the shell has rendered.
 */
const MAIN_CSS =
  '.ssr-main{max-width:1200px;margin:0 auto;min-height:calc(100vh - 56px);padding-bottom:80px;color:#F3F4F8}' +
  '@media (min-width:768px){.ssr-main{padding-bottom:32px}}';

/**
 * The render's public API answers as JSON the browser's client reads (a data block, never run, so
 * the CSP needs no source for it). Every `<` is escaped: no `</script>` can come from the data.
 */
function servedAnswersBlock(data: ServerRender['data']): string {
  if (!data || Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The `<style>` of a server's drawing: its emotion rules named on it (the browser's emotion cache
 * counts them as inserted) after `ownCss`, and the CSP hash source that allows it.
 */
export function drawnSheet(emotionCss: string, ownCss = ''): { element: string; source: string } {
  const css = styleElementText(`${ownCss}${emotionCss}`);
  return {
    element: `<style${emotionSheetAttributes(emotionCss)}>${css}</style>`,
    source: styleHashSource(css),
  };
}

export interface ServerRenderedPage {
  page: ShellPage;
  /** The CSP hash source of the `<style>` the page gained (its `<script>` is SERVED_PAGE_SCRIPT_SOURCE's). */
  styleSource: string;
}

/**
 * The shell document with a remote's server render in place of the loading skeleton: its HTML in
 * the element the shell will mount that remote into (`#remote-slot-<app>`, marked
 * `data-server-render`; the shell moves it into its outlet), its CSS in one `<style>` in the head,
 * after the page's own script (it keeps taps on the served buttons until the shell has taken it
 * over, and starts the entry scripts, held until then, once the page has painted), and the public
 * API answers it read, so the browser does not ask for them again.
 * Undefined when the document has no skeleton to replace (a shell built another way).
 */
export function withServerRender(
  page: ShellPage,
  app: string,
  render: ServerRender,
): ServerRenderedPage | undefined {
  const start = page.html.indexOf('<div class="boot-main"');
  const end = page.html.indexOf('<div class="boot-bottom"', start);
  const headEnd = page.html.search(/<\/head\s*>/i);
  if (start === -1 || end === -1 || headEnd === -1 || headEnd > start) return undefined;
  const sheet = drawnSheet(render.css, MAIN_CSS);
  const slot =
    `<div class="ssr-main"><section id="${remoteSlotId(app)}" data-remote="${app}" ${SERVER_RENDER_ATTRIBUTE}="">` +
    `${render.html}</section></div>`;
  const html = `${holdEntryScripts(page.html.slice(0, headEnd))}${servedAnswersBlock(render.data)}<script>${SERVED_PAGE_SCRIPT}</script>${sheet.element}${page.html.slice(headEnd, start)}${slot}${page.html.slice(end)}`;
  const digest = createHash('sha256').update(html).digest('base64url');
  return {
    page: {
      ...page,
      html,
      link: page.servedLink,
      cacheKey: `${page.cacheKey}\u0000ssr=${digest}`,
      etag: `W/"${digest.slice(0, 22)}"`,
    },
    styleSource: sheet.source,
  };
}

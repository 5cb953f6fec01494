import { createHash } from 'node:crypto';
import { SERVED_TAP_CONTROLS, SERVED_TAPS_GLOBAL, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';

/**
 * The type a served document gives its entry scripts in place of `defer`: not run by the browser,
 * started by SERVED_PAGE_SCRIPT once the page has painted (see holdEntryScripts).
 */
export const AFTER_PAINT_TYPE = 'text/x-portal-after-paint';

/**
 * How long the entry scripts wait for the drawing's high-priority pictures at most: a slow picture
 * must not keep the page from working.
 */
const DRAWING_WAIT_MS = 2500;

/**
 * The served document's own script (inline, in the head, so it runs before the served markup is
 * parsed), allowed by its hash:
 * - A tap on a button of the server's drawing before the shell has taken it over is stopped and
 *   kept in `window[SERVED_TAPS_GLOBAL]`; the shell replays it on the app's own button once the app
 *   shows (shell/src/platform/serverHandoffInput.ts). Links and fields work without it.
 * - The app's entry scripts start once the drawn page has painted, its high-priority pictures (a
 *   landing's key art, the home's first game card) included: a deferred script that arrived first
 *   would otherwise run before that paint and hold it back. Each such picture is awaited decoded
 *   (`img.decode()`, or its load without it), then two animation frames pass (the frame that draws
 *   it has been presented by the second) and the task after that starts them; at most
 *   DRAWING_WAIT_MS after the markup was parsed, and at once in a hidden tab, which paints nothing.
 */
export const SERVED_PAGE_SCRIPT =
  `(function(){var taps=window[${JSON.stringify(SERVED_TAPS_GLOBAL)}]=[];` +
  `document.addEventListener('click',function(event){var target=event.target;` +
  `var control=target instanceof Element&&target.closest(${JSON.stringify(SERVED_TAP_CONTROLS)});` +
  `if(!control||!control.closest(${JSON.stringify(`[${SERVER_RENDER_ATTRIBUTE}]`)}))return;` +
  `event.preventDefault();event.stopImmediatePropagation();taps.push(control)},true);` +
  `var started=false;function start(){if(started)return;started=true;` +
  `var held=document.querySelectorAll(${JSON.stringify(`script[type="${AFTER_PAINT_TYPE}"]`)});` +
  `for(var i=0;i<held.length;i++){var script=document.createElement('script');` +
  `script.src=held[i].getAttribute('data-src');script.async=false;held[i].replaceWith(script)}}` +
  `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}` +
  `function drawn(){if(document.hidden)return start();setTimeout(start,${DRAWING_WAIT_MS});var pending=1;` +
  `function one(){if(--pending===0)painted()}` +
  `var pictures=document.querySelectorAll(${JSON.stringify(`[${SERVER_RENDER_ATTRIBUTE}] img[fetchpriority="high"]`)});` +
  `for(var j=0;j<pictures.length;j++){var picture=pictures[j];` +
  `if(picture.decode){pending++;picture.decode().then(one,one)}` +
  `else if(!picture.complete){pending++;picture.addEventListener('load',one);picture.addEventListener('error',one)}}` +
  `one()}` +
  `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',drawn);else drawn()})();`;

/** The CSP source that allows exactly that script. */
export const SERVED_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVED_PAGE_SCRIPT, 'utf8').digest('base64')}'`;

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\sdefer\b)[^>]*\ssrc="([^"]+)"[^>]*>\s*<\/script>/gi;

/**
 * A served document's head with its deferred entry scripts held for SERVED_PAGE_SCRIPT: each becomes
 * a preload (fetched as early as before) and an inert script element that names it, replaced by
 * the real one when it starts.
 */
export const holdEntryScripts = (head: string) =>
  head.replace(
    DEFERRED_SCRIPT,
    (_, src: string) =>
      `<link rel="preload" as="script" href="${src}"><script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`,
  );

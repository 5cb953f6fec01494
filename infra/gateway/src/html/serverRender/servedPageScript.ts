import { createHash } from 'node:crypto';
import { SERVED_TAP_CONTROLS, SERVED_TAPS_GLOBAL, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';

/**
 * The type a served document gives its entry scripts in place of `defer`: not run by the browser,
 * started by SERVED_PAGE_SCRIPT once the page has painted (see holdEntryScripts).
 */
export const AFTER_PAINT_TYPE = 'text/x-portal-after-paint';

/**
 * The served document's own script (inline, in the head, so it runs before the served markup is
 * parsed), allowed by its hash:
 * - A tap on a button of the server's drawing before the shell has taken it over is stopped and
 *   kept in `window[SERVED_TAPS_GLOBAL]`; the shell replays it on the app's own button once the app
 *   shows (shell/src/platform/serverHandoffInput.ts). Links and fields work without it.
 * - The app's entry scripts start once the drawn page has painted (the frame after the first
 *   animation frame; at once in a hidden tab, which paints nothing): a deferred script that
 *   arrived first would otherwise run before that paint and hold it back.
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
  `requestAnimationFrame(function(){setTimeout(start,0)});` +
  `document.addEventListener('DOMContentLoaded',function(){if(document.hidden)start()})})();`;

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

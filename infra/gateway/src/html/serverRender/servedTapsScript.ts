import { createHash } from 'node:crypto';
import { SERVED_TAP_CONTROLS, SERVED_TAPS_GLOBAL, SERVER_RENDER_ATTRIBUTE } from '@portal/routes';

/**
 * The document's early listener (inline, in the head, so it runs before the served markup is
 * drawn): a tap on a button of a server's drawing before the shell has taken it over is stopped
 * and kept in `window[SERVED_TAPS_GLOBAL]`, and the shell replays it on the app's own button once
 * the app shows (shell/src/platform/serverHandoffInput.ts). Links and fields work without it.
 */
export const SERVED_TAPS_SCRIPT =
  `(function(){var taps=window[${JSON.stringify(SERVED_TAPS_GLOBAL)}]=[];` +
  `document.addEventListener('click',function(event){var target=event.target;` +
  `var control=target instanceof Element&&target.closest(${JSON.stringify(SERVED_TAP_CONTROLS)});` +
  `if(!control||!control.closest(${JSON.stringify(`[${SERVER_RENDER_ATTRIBUTE}]`)}))return;` +
  `event.preventDefault();event.stopImmediatePropagation();taps.push(control)},true)})();`;

/** The CSP source that allows exactly that script. */
export const SERVED_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVED_TAPS_SCRIPT, 'utf8').digest('base64')}'`;

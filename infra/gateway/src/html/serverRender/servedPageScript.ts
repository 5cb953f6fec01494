import { createHash } from 'node:crypto';
import {
  SERVED_DRAWINGS,
  SERVED_FOCUS_GLOBAL,
  SERVED_PICTURE_TIMING,
  SERVED_TAP_CONTROLS,
  SERVED_TAPS_GLOBAL,
  SERVER_RENDER_ATTRIBUTE,
} from '@portal/routes';

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

/** The pictures of a drawing its scripts wait for: those it names for element timing. */
const SERVED_PICTURES = `[${SERVER_RENDER_ATTRIBUTE}] img[elementtiming="${SERVED_PICTURE_TIMING}"]`;

/**
 * The served document's own script (inline, in the head, so it runs before the served markup is
 * parsed), allowed by its hash:
 * - A tap on a button of the server's drawing (a page, the chrome) before the shell has taken it over is stopped and
 *   kept in `window[SERVED_TAPS_GLOBAL]`; the shell replays it on the app's own button once the app
 *   shows (shell/src/platform/serverHandoffInput.ts). Links and fields work without it.
 * - The drawing's element with the focus is kept in `window[SERVED_FOCUS_GLOBAL]`: a blur that its
 *   removal fires (the shell's first commit takes the drawings out and puts them back) leaves it
 *   there, so the shell gives the focus back (shell/src/platform/servedFocus.ts); a focus moved
 *   elsewhere in the page clears it.
 * - The app's entry scripts start once the drawn page has painted (the task after the first
 *   animation frame), and once the pictures it names SERVED_PICTURE_TIMING (a landing's key art,
 *   the home's first game card) are presented: a deferred script that arrived first would otherwise
 *   run before that paint and hold it back. Where the browser reports element timing, each such
 *   picture is awaited until it is reported presented (the name is in the served markup, so one
 *   presented before the markup was parsed is in the buffer; one that fails to load is not
 *   awaited); elsewhere until it is decoded and two animation frames have passed. At most
 *   DRAWING_WAIT_MS after the markup was parsed (a slow picture must not keep the page from
 *   working); at once in a hidden tab, which paints nothing.
 */
export const SERVED_PAGE_SCRIPT =
  `(function(){var taps=window[${JSON.stringify(SERVED_TAPS_GLOBAL)}]=[];` +
  `document.addEventListener('click',function(event){var target=event.target;` +
  `var control=target instanceof Element&&target.closest(${JSON.stringify(SERVED_TAP_CONTROLS)});` +
  `if(!control||!control.closest(${JSON.stringify(SERVED_DRAWINGS)}))return;` +
  `event.preventDefault();event.stopImmediatePropagation();taps.push(control)},true);` +
  `var focusKey=${JSON.stringify(SERVED_FOCUS_GLOBAL)};window[focusKey]=null;` +
  `document.addEventListener('focusin',function(event){var target=event.target;` +
  `window[focusKey]=target instanceof Element&&target.closest(${JSON.stringify(SERVED_DRAWINGS)})?target:null},true);` +
  // After the blur's task: a removed element is back in place (or gone for good) by then.
  `document.addEventListener('focusout',function(event){var target=event.target;queueMicrotask(function(){` +
  `if(window[focusKey]===target&&target.isConnected&&document.activeElement!==target)window[focusKey]=null})},true);` +
  `var started=false;function start(){if(started)return;started=true;` +
  `var held=document.querySelectorAll(${JSON.stringify(`script[type="${AFTER_PAINT_TYPE}"]`)});` +
  `for(var i=0;i<held.length;i++){var script=document.createElement('script');` +
  `script.src=held[i].getAttribute('data-src');script.async=false;held[i].replaceWith(script)}}` +
  // Counts what is awaited: the first frame, the markup parsed, and each picture it adds.
  `var pending=2;function done(){if(--pending===0)setTimeout(start,0)}` +
  `requestAnimationFrame(done);` +
  // No element timing: each picture decoded, then two frames.
  `function decoded(picture){pending++;var then=function(){requestAnimationFrame(function(){requestAnimationFrame(done)})};` +
  `if(picture.decode)picture.decode().then(then,then);else if(picture.complete)then();` +
  `else{picture.addEventListener('load',then);picture.addEventListener('error',then)}}` +
  // Element timing: each picture reported presented (or failed).
  `function presented(pictures){pending++;var left=pictures.slice();` +
  `var observer=new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){drop(entry.element)})});` +
  `var drop=function(picture){var k=left.indexOf(picture);if(k<0)return;left.splice(k,1);if(!left.length){observer.disconnect();done()}};` +
  `pictures.forEach(function(picture){picture.addEventListener('error',function(){drop(picture)})});` +
  `observer.observe({type:'element',buffered:true})}` +
  `function drawn(){if(document.hidden)return start();setTimeout(start,${DRAWING_WAIT_MS});` +
  `var pictures=[].slice.call(document.querySelectorAll(${JSON.stringify(SERVED_PICTURES)}));` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(pictures.length){if(types.indexOf('element')>=0)presented(pictures);else pictures.forEach(decoded)}done()}` +
  `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',drawn);else drawn()})();`;

/** The CSP source that allows exactly that script. */
export const SERVED_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVED_PAGE_SCRIPT, 'utf8').digest('base64')}'`;

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\sdefer\b)[^>]*\ssrc="([^"]+)"[^>]*>\s*<\/script>/gi;
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?![^>]*\sfetchpriority=)([^>]*?)\/?>/gi;

/**
 * A served document's head with its deferred entry scripts held for SERVED_PAGE_SCRIPT: each becomes
 * a preload (fetched as early as before) and an inert script element that names it, replaced by
 * the real one when it starts. Every script is fetched at low priority: the drawing paints without
 * them, so its pictures go first, and a page-load audit does not count a script that happens to
 * arrive before the first paint as needed for it.
 */
export const holdEntryScripts = (head: string) =>
  head
    .replace(SCRIPT_PRELOAD, '<link$1 fetchpriority="low">')
    .replace(
      DEFERRED_SCRIPT,
      (_, src: string) =>
        `<link rel="preload" as="script" href="${src}" fetchpriority="low"><script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`,
    );

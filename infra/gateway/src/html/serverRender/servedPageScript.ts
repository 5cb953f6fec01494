import { createHash } from 'node:crypto';
import {
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

/** The pictures of a drawing its scripts wait for: those the page fetches first. */
const SERVED_PICTURES = `[${SERVER_RENDER_ATTRIBUTE}] img[fetchpriority="high"]`;

/**
 * The served document's own script (inline, in the head, so it runs before the served markup is
 * parsed), allowed by its hash:
 * - A tap on a button of the server's drawing before the shell has taken it over is stopped and
 *   kept in `window[SERVED_TAPS_GLOBAL]`; the shell replays it on the app's own button once the app
 *   shows (shell/src/platform/serverHandoffInput.ts). Links and fields work without it.
 * - The app's entry scripts start once the drawn page has been presented, its high-priority
 *   pictures (a landing's key art, the home's first game card) included: a deferred script that
 *   arrived first would otherwise run before that paint and hold it back. Where the browser reports
 *   paint and element timing, the task after it has reported the first contentful paint and each
 *   such picture presented (the pictures carry `elementtiming` from the server, so one presented
 *   before the markup was parsed is in the buffer; one that fails to load is not awaited) starts
 *   them; elsewhere the task after two animation frames once each picture is decoded. At most
 *   DRAWING_WAIT_MS after the markup was parsed (a slow picture must not keep the page from
 *   working); at once in a hidden tab, which paints nothing.
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
  // Counts what is awaited; the last one done schedules `then`.
  `function awaiting(then){var pending=1;return{add:function(){pending++},done:function(){if(--pending===0)then()}}}` +
  // No paint timing: each picture decoded, then two frames.
  `function decoded(pictures){var wait=awaiting(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})});` +
  `pictures.forEach(function(picture){wait.add();if(picture.decode)picture.decode().then(wait.done,wait.done);` +
  `else if(picture.complete)wait.done();else{picture.addEventListener('load',wait.done);picture.addEventListener('error',wait.done)}});wait.done()}` +
  // Paint timing: the first contentful paint and each picture reported presented.
  `function presented(pictures){var wait=awaiting(function(){setTimeout(start,0)});wait.add();` +
  `var paint=new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){` +
  `if(entry.name==='first-contentful-paint'){paint.disconnect();wait.done()}})});paint.observe({type:'paint',buffered:true});` +
  `if(pictures.length){wait.add();var left=pictures.slice();` +
  `var element=new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){drop(entry.element)})});` +
  `var drop=function(picture){var k=left.indexOf(picture);if(k<0)return;left.splice(k,1);if(!left.length){element.disconnect();wait.done()}};` +
  `pictures.forEach(function(picture){` +
  `if(!picture.hasAttribute('elementtiming'))picture.setAttribute('elementtiming',${JSON.stringify(SERVED_PICTURE_TIMING)});` +
  `picture.addEventListener('error',function(){drop(picture)})});element.observe({type:'element',buffered:true})}` +
  `wait.done()}` +
  `function drawn(){if(document.hidden)return start();setTimeout(start,${DRAWING_WAIT_MS});` +
  `var pictures=[].slice.call(document.querySelectorAll(${JSON.stringify(SERVED_PICTURES)}));` +
  `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
  `if(types.indexOf('paint')>=0&&types.indexOf('element')>=0)presented(pictures);else decoded(pictures)}` +
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

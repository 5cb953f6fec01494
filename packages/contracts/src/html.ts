/**
 * HTML the services write themselves (documents, mails, stand-in pages): text escaped one way, and
 * inline styles under a Content-Security-Policy without `'unsafe-inline'`, each `<style>` element
 * allowed by the hash of its exact text. Server-only (`@portal/contracts/html`).
 */
import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** The CSP source that allows exactly this `<style>` element's text. */
export const styleHashSource = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * emotion (production builds) creates each sheet as an empty `<style>` and fills it through the
 * CSSOM, which CSP does not govern: allowing the empty text lets those sheets exist, and nothing a
 * page could be made to carry gets in with it.
 */
export const EMPTY_STYLE_SOURCE = styleHashSource('');

/** CSS made safe as a `<style>` element's text: the sheet ends where its element ends, so no `</style` may come from it. */
export const styleElementText = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** A hash source for every `<style>` element of a document, in order, without repeats. */
export function inlineStyleSources(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ELEMENT)].map((match) => styleHashSource(match[1] ?? '')))];
}

/** Whether markup carries `style="…"` attributes, which no hash can allow (`style-src-attr`). */
export const hasStyleAttributes = (html: string): boolean => /<[a-z][^>]*\sstyle\s*=/i.test(html);

/** The class names emotion gives a render's rules (`css-<name>`, its default cache's key). */
const EMOTION_CLASS = /\.css-([\w-]+)/g;

/**
 * The attributes of a `<style>` holding server-compiled emotion rules that let the browser's emotion
 * cache adopt it (its "css" cache reads `style[data-emotion^="css "]` when created): every rule
 * named there counts as inserted, so the app's render does not parse and insert again the CSS the
 * document already holds. `data-s` keeps the sheet where it is (emotion moves any other server sheet
 * into the head). Empty when the CSS names no emotion class.
 */
export function emotionSheetAttributes(css: string): string {
  const names = new Set(Array.from(css.matchAll(EMOTION_CLASS), (match) => match[1]));
  return names.size === 0 ? '' : ` data-emotion="css ${[...names].join(' ')}" data-s=""`;
}

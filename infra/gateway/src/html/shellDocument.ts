import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { inlineStyleSources } from '@portal/contracts/html';
import { SCRIPT_FONTS_FILE, TEXTS_FILE } from '@portal/routes/registry';
import { linkHeader, linkTags, textHints, type PreloadHint } from './preloadHints';
import { scriptFontStyles, type ScriptFontStyle } from './scriptFonts';

export interface ShellIndex {
  html: string;
  /** Changes whenever the shell is rebuilt. */
  signature: string;
  /** Per language, hints for the shell's texts files (its build's texts.json); English ships in its entry. */
  texts?: Record<string, PreloadHint[]>;
  /** The scripts the document itself loads and preloads: its entry first, then its boot chunks. */
  boot?: PreloadHint[];
  /** CSP hash sources of its inline `<style>` elements (the first paint's CSS). */
  styleSources?: string[];
  /** Per language, the `<style>` declaring its script font (from the build's fonts.json): Thai's. */
  scriptFontStyles?: Record<string, ScriptFontStyle>;
}

export interface ShellPage {
  html: string;
  link: string;
  /**
   * The Link header when a server render draws the page: no scripts (the drawing paints without
   * them; the head preloads them at low priority), and only its pictures when it has some. Chrome
   * sends a header's responsive picture preloads only once it knows the viewport, after every
   * script the header names.
   */
  servedLink: string;
  etag: string;
  /** Unique per content: the compressed forms are cached under it. */
  cacheKey: string;
}

/** The shell's index.html, re-read only when the file changes. */
export class ShellIndexFile {
  private cached: ShellIndex | undefined;

  constructor(private readonly shellDir: string) {}

  /** undefined until the shell has been built. */
  async read(): Promise<ShellIndex | undefined> {
    const file = path.join(this.shellDir, 'index.html');
    try {
      const stat = await fs.stat(file, { bigint: true });
      const signature = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
      if (this.cached?.signature !== signature) {
        const html = await fs.readFile(file, 'utf8');
        this.cached = {
          html,
          signature,
          texts: await this.readTexts(),
          boot: bootScripts(html),
          styleSources: inlineStyleSources(html),
          scriptFontStyles: await this.readScriptFontStyles(),
        };
      }
      return this.cached;
    } catch {
      return undefined;
    }
  }

  private async readScriptFontStyles(): Promise<Record<string, ScriptFontStyle>> {
    try {
      return scriptFontStyles(
        JSON.parse(await fs.readFile(path.join(this.shellDir, SCRIPT_FONTS_FILE), 'utf8')),
      );
    } catch {
      return {}; // a development build (no server render): the shell registers its fonts itself
    }
  }

  private async readTexts(): Promise<Record<string, PreloadHint[]>> {
    try {
      // The shell's files are served from the site's root.
      return textHints('/', JSON.parse(await fs.readFile(path.join(this.shellDir, TEXTS_FILE), 'utf8')));
    } catch {
      return {}; // a shell built before texts.json: no texts hints
    }
  }
}

/** Preload hints for the shell's own texts in the page's language (its boot waits for them). */
export function shellTextHints(index: ShellIndex, language: string): PreloadHint[] {
  return index.texts?.[language] ?? [];
}

/**
 * The same-origin scripts of the shell's document, in the order worth fetching them: the entry
 * `<script src>` first, then the `<link rel="preload" as="script">` of its boot chunks (the build
 * writes the largest first).
 */
export function bootScripts(html: string): PreloadHint[] {
  const head = html.slice(0, Math.max(0, html.search(/<\/head\s*>/i)));
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
  const local = (href: string | undefined): href is string => !!href && /^\/(?!\/)[^\s<>"',;\\]*$/.test(href);
  const entries = [...head.matchAll(/<script\b[^>]*>/gi)].map((tag) => attribute(tag[0], 'src'));
  const preloads = [...head.matchAll(/<link\b[^>]*>/gi)]
    .filter((tag) => attribute(tag[0], 'rel') === 'preload' && attribute(tag[0], 'as') === 'script')
    .map((tag) => attribute(tag[0], 'href'));
  return [...new Set([...entries, ...preloads].filter(local))].map((href) => ({ href, as: 'script' }));
}

/**
 * The shell document with the route's preload hints in `<head>`: its pictures (a landing's hero
 * art, its largest paint) right after the viewport is declared, before the document's scripts, the
 * others at its end. The Link header carries the pictures, the document's own boot scripts, then
 * the other hints: a browser reading it starts those downloads before it has parsed a byte of the
 * HTML.
 */
export function shellPage(index: ShellIndex, hints: PreloadHint[]): ShellPage {
  const images = hints.filter((hint) => hint.as === 'image');
  const others = hints.filter((hint) => hint.as !== 'image');
  const tags = linkTags(others);
  const imageTags = linkTags(images);
  const html = withHeadTags(index.html, imageTags, tags);
  const cacheKey = `${index.signature}\u0000${imageTags}${tags}`;
  const etag = `W/"${createHash('sha256').update(cacheKey).digest('base64url').slice(0, 22)}"`;
  const link = linkHeader([...images, ...(index.boot ?? []), ...others]);
  const servedLink = linkHeader(images.length > 0 ? images : others.filter((hint) => hint.as !== 'script'));
  return { html, link, servedLink, etag, cacheKey };
}

/** The document with the picture tags after its viewport and the other tags at the head's end. */
function withHeadTags(document: string, imageTags: string, tags: string): string {
  const headEnd = document.search(/<\/head\s*>/i);
  if (headEnd === -1) return `${imageTags}${tags}${document}`;
  const insert = (html: string, at: number, text: string) => `${html.slice(0, at)}${text}${html.slice(at)}`;
  const viewportEnd = afterViewport(document);
  if (viewportEnd === -1 || viewportEnd > headEnd) return insert(document, headEnd, `${imageTags}${tags}`);
  // The later position first, so the earlier one still holds.
  return insert(insert(document, headEnd, tags), viewportEnd, imageTags);
}

/** Where the head's `<meta name="viewport">` ends (a responsive preload needs the viewport), or -1. */
function afterViewport(html: string): number {
  const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/i.exec(html);
  return viewport ? viewport.index + viewport[0].length : -1;
}

/** The shell's built `<title>`: the portal's name, the site name of every link preview. */
export function builtTitle(index: ShellIndex): string {
  const text = /<title>([^<]*)<\/title>/i.exec(index.html)?.[1]?.trim();
  return text ? decodeEntities(text) : 'Player Portal';
}

const decodeEntities = (text: string) =>
  text.replace(/&(?:#(\d+)|amp|lt|gt|quot);/g, (entity, code: string | undefined) =>
    code
      ? String.fromCharCode(Number(code))
      : ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }[entity] ?? entity),
  );

/**
 * The shell document with the page's head in place of its built `<title>` and `<html lang>` set to
 * the head's language. The signature changes with the head, so each page and language has its own
 * ETag and compressed copy.
 */
export function indexWithHead(index: ShellIndex, head: { tags: string; htmlLang: string }): ShellIndex {
  const html = index.html
    .replace(/<title>[^<]*<\/title>/i, () => head.tags)
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${head.htmlLang}"`);
  if (html === index.html) return index;
  const digest = createHash('sha256').update(head.tags).update(head.htmlLang).digest('base64url');
  return { ...index, html, signature: `${index.signature}\u0000head=${digest}` };
}

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { TEXTS_FILE } from '@portal/routes/registry';
import { linkHeader, linkTags, textHints, type PreloadHint } from './preloadHints';

export interface ShellIndex {
  html: string;
  /** Changes whenever the shell is rebuilt. */
  signature: string;
  /** Per language, hints for the shell's texts files (its build's texts.json); English ships in its entry. */
  texts?: Record<string, PreloadHint[]>;
}

export interface ShellPage {
  html: string;
  link: string;
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
      if (this.cached?.signature !== signature)
        this.cached = { html: await fs.readFile(file, 'utf8'), signature, texts: await this.readTexts() };
      return this.cached;
    } catch {
      return undefined;
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

/** The shell document with the route's preload hints at the end of `<head>` (and the same hints as a Link header). */
export function shellPage(index: ShellIndex, hints: PreloadHint[]): ShellPage {
  const tags = linkTags(hints);
  const headEnd = index.html.search(/<\/head\s*>/i);
  const html =
    headEnd === -1
      ? `${tags}${index.html}`
      : `${index.html.slice(0, headEnd)}${tags}${index.html.slice(headEnd)}`;
  const cacheKey = `${index.signature}\u0000${tags}`;
  const etag = `W/"${createHash('sha256').update(cacheKey).digest('base64url').slice(0, 22)}"`;
  return { html, link: linkHeader(hints), etag, cacheKey };
}

/**
 * What a browser fetched from the shell, hashed: the document and every script that is not a
 * remote's (`/remotes/…`), the registry or the API. The gateway appends the owning remote's preload
 * hints to the document (`<link rel="preload">` naming the live version): those are the registry's,
 * not the shell's, so they are hashed apart.
 */
import { createHash } from 'node:crypto';
import type { Browser, Response } from '@playwright/test';

export interface ShellVisit {
  /** pathname → sha256 of the body; the document is keyed `document` (without the preload hints). */
  shellFiles: Map<string, string>;
  /** The gateway's preload hints in the document, in order. */
  documentHints: string[];
  /** Text of `[data-testid="build-label"]`, or null when the page shows none. */
  buildLabel: string | null;
}

const PRELOAD_HINT = /<link rel="preload"[^>]*>/g;

/** The gateway hints the registry and a remote's files (on the portal's origin or a CDN's); the
 * shell's own build hints its boot chunks, which belong to the built index.html. */
const isGatewayHint = (tag: string) => {
  const href = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
  return href === '/registry.json' || href.startsWith('/remotes/') || /^https?:\/\//.test(href);
};

export const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

/** The page head the gateway writes per route (title, description, canonical, alternates, cards). */
const PAGE_HEAD =
  /<title>[^<]*<\/title>|\s*<meta (?:name="(?:description|robots|twitter:[^"]+)"|property="og:[^"]+") content="[^"]*" \/>|\s*<link rel="(?:canonical|alternate)"[^>]*\/>/g;

/**
 * The header and the bottom navigation, as built (the document's skeletons) or as the gateway drew
 * them for a visitor (the shell's chrome, its sheet and the taps listener): each side's own, so both
 * sides compare.
 */
const CHROME: [RegExp, string][] = [
  [
    /<div class="boot-header"[\s\S]*?<\/div>|<div data-served-chrome="header"><header[\s\S]*?<\/header><\/div>/,
    '<!--header-->',
  ],
  [
    /<div class="boot-bottom"[^>]*><\/div>|<div data-served-chrome="bottom"><nav[\s\S]*?<\/nav><\/div>/,
    '<!--bottom-->',
  ],
  [/<script>[\s\S]*?<\/script>|<style[^>]*>\[data-served-chrome\][\s\S]*?<\/style>/g, ''],
];

/**
 * The shell's index.html as built: the served document minus the gateway's preload hints, page head
 * and drawn chrome (the built file's own title and skeletons go too, so both sides compare).
 */
export function splitDocument(html: string): { shellHtml: string; hints: string[] } {
  const shellHtml = CHROME.reduce(
    (document, [pattern, mark]) => document.replace(pattern, mark),
    html.replace(PRELOAD_HINT, (tag) => (isGatewayHint(tag) ? '' : tag)).replace(PAGE_HEAD, ''),
  );
  return { shellHtml, hints: (html.match(PRELOAD_HINT) ?? []).filter(isGatewayHint) };
}

const isShellFile = (pathname: string) =>
  !pathname.startsWith('/remotes/') &&
  !pathname.startsWith('/api/') &&
  !pathname.startsWith('/dev/') &&
  pathname !== '/registry.json';

/**
 * Opens `path` in a fresh context (cold cache: every file comes over the network), waits for `ready`
 * (a selector) and hashes the shell's files.
 */
export async function visitAndHashShell(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: string,
): Promise<ShellVisit> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const shellFiles = new Map<string, string>();
    let documentHints: string[] = [];
    const pending: Promise<void>[] = [];
    const record = async (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL).origin || !isShellFile(url.pathname)) return;
      const type = response.request().resourceType();
      if (type === 'document') {
        const { shellHtml, hints } = splitDocument((await response.body()).toString('utf8'));
        shellFiles.set('document', sha256(shellHtml));
        documentHints = hints;
      } else if (type === 'script' || url.pathname.endsWith('.js')) {
        shellFiles.set(url.pathname, sha256(await response.body()));
      }
    };
    page.on('response', (response) => pending.push(record(response)));
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const label = page.getByTestId('build-label');
    const buildLabel = (await label.count()) > 0 ? await label.first().textContent() : null;
    return { shellFiles, documentHints, buildLabel };
  } finally {
    await context.close();
  }
}

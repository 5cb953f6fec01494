import { promises as fs } from 'node:fs';
import path from 'node:path';
import { emotionSheetAttributes, styleElementText } from '@portal/contracts/html';
import { callRenderExport } from './renderExport';

/**
 * The document with `css` in a `<style>` the browser's emotion cache adopts, at the end of its head
 * (after the document's own styles, which the app's rules may refine). Unchanged when there is no
 * CSS.
 */
export function withDocumentStyles(html: string, css: string): string {
  if (!css) return html;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) throw new Error('the document has no </head> to put its styles before');
  const sheet = `<style${emotionSheetAttributes(css)}>${styleElementText(css)}</style>`;
  return `${html.slice(0, headEnd)}${sheet}${html.slice(headEnd)}`;
}

/**
 * An app whose server render exports `documentStyles` (the shell: its frame's rules) gets them in
 * its built document.
 */
export async function addDocumentStyles(outDir: string): Promise<boolean> {
  const css = callRenderExport(outDir, 'documentStyles');
  if (!css) return false;
  const documentFile = path.join(outDir, 'index.html');
  await fs.writeFile(documentFile, withDocumentStyles(await fs.readFile(documentFile, 'utf8'), css));
  return true;
}

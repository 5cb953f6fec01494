import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { emotionSheetAttributes, styleElementText } from '@portal/contracts/html';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';

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
 * its built document. The render runs in a child process of its own: a server render is code for
 * Node with module state, which the build's process should not share.
 */
export async function addDocumentStyles(outDir: string): Promise<boolean> {
  const renderFile = path.join(outDir, SERVER_RENDER_FILE);
  const script =
    'const m = require(process.argv[1]);' +
    "if (typeof m.documentStyles !== 'function') process.exit(0);" +
    'Promise.resolve(m.documentStyles()).then((css) => process.stdout.write(css), (error) => { console.error(error); process.exit(1); });';
  let css: string;
  try {
    css = execFileSync(process.execPath, ['-e', script, renderFile], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${renderFile}: documentStyles failed\n${stderr ?? String(error)}`, { cause: error });
  }
  if (!css) return false;
  const documentFile = path.join(outDir, 'index.html');
  await fs.writeFile(documentFile, withDocumentStyles(await fs.readFile(documentFile, 'utf8'), css));
  return true;
}

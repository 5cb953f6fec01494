/** screens/index.html: every shot, one row per page, so a reviewer scans them side by side. */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface Shot {
  path: string;
  app: string;
  file: string;
  language: string;
  width: number;
  who: 'visitor' | 'player';
  /** False when no h1 took focus in time: the shot may show a page still loading. */
  headingFocused: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function writeContactSheet(outDir: string, shots: readonly Shot[]): Promise<string> {
  const byPath = new Map<string, Shot[]>();
  for (const shot of shots) byPath.set(shot.path, [...(byPath.get(shot.path) ?? []), shot]);
  const rows = [...byPath.entries()].map(([pagePath, pageShots]) => {
    const figures = pageShots.map((shot) => {
      const caption = `${shot.language} · ${shot.width} px · ${shot.who}${shot.headingFocused ? '' : ' · no h1 focus'}`;
      return `<figure${shot.headingFocused ? '' : ' class="late"'}><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" loading="lazy" alt="${escapeHtml(`${pagePath} ${caption}`)}"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
    });
    return `<section><h2>${escapeHtml(pagePath)} <small>${escapeHtml(pageShots[0]?.app ?? '')}</small></h2><div class="row">${figures.join('')}</div></section>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal screens</title>
<style>
body{font:14px system-ui,sans-serif;margin:16px;background:#f4f4f4}
section{margin-bottom:24px}h2{font-size:16px}small{color:#666;font-weight:normal}
.row{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}
figure{margin:0;background:#fff;padding:6px;border:1px solid #ddd}
figure.late{border-color:#c00}
img{display:block;width:240px;height:auto;max-height:720px;object-fit:cover;object-position:top}
figcaption{margin-top:4px;color:#333}
</style></head><body>
<h1>Portal screens (${shots.length})</h1>
${rows.join('\n')}
</body></html>
`;
  const file = path.join(outDir, 'index.html');
  await fs.writeFile(file, html);
  return file;
}

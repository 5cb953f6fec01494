import { promises as fs } from 'node:fs';
import path from 'node:path';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from '../compression/negotiate';
import { compress } from '../compression/variantCache';
import { contentTypeFor } from '../static/mimeTypes';
import { browserFiles } from './serverRenderFiles';
import { listFiles } from './versionId';

/**
 * Writes `.br` (quality 11) and `.gz` next to each text file of a build (source maps aside), once at deploy time,
 * so the gateway never spends CPU on brotli's slow best quality while serving.
 */
// Source maps are fetched by devtools only; brotli 11 on them would dominate the deploy time.
const precompressible = (file: string) => !file.endsWith('.map') && isCompressibleType(contentTypeFor(file));

export async function precompressBuild(dir: string, files: string[]): Promise<number> {
  let written = 0;
  for (const file of files.filter(precompressible)) {
    const absolute = path.join(dir, file);
    const body = await fs.readFile(absolute);
    if (body.length < COMPRESSION_THRESHOLD_BYTES) continue;
    const [br, gz] = await Promise.all([compress(body, 'br', 'max'), compress(body, 'gzip', 'max')]);
    await Promise.all([fs.writeFile(`${absolute}.br`, br), fs.writeFile(`${absolute}.gz`, gz)]);
    written += 1;
  }
  return written;
}

/**
 * The shell's build, which no deploy step compresses: `.br` and `.gz` beside each text file that has
 * none or an older one. Without them the gateway compressed each file at brotli quality 9 on its
 * first request, and a page's JS arrived some 9 % heavier than its budget counts (`/`: 172 KB
 * served against 158 at quality 11). Run before serving (`npm start`, the browser tests) and when
 * the production image is assembled; the documents, composed per request, are left out.
 */
export async function precompressShellBuild(dir: string): Promise<number> {
  const stale: string[] = [];
  for (const file of browserFiles(await listFiles(dir))) {
    if (!precompressible(file) || file.endsWith('.html')) continue;
    const absolute = path.join(dir, file);
    const [source, compressed] = await Promise.all([
      fs.stat(absolute),
      fs.stat(`${absolute}.br`).catch(() => null),
    ]);
    if (!compressed || compressed.mtimeMs < source.mtimeMs) stale.push(file);
  }
  return precompressBuild(dir, stale);
}

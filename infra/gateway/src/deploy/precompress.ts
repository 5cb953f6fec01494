import { promises as fs } from 'node:fs';
import path from 'node:path';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from '../compression/negotiate';
import { compress } from '../compression/variantCache';
import { contentTypeFor } from '../static/mimeTypes';

/**
 * Writes `.br` (quality 11) and `.gz` next to each text file of a build (source maps aside), once at deploy time,
 * so the gateway never spends CPU on brotli's slow best quality while serving.
 */
export async function precompressBuild(dir: string, files: string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    // Source maps are fetched by devtools only; brotli 11 on them would dominate the deploy time.
    if (file.endsWith('.map') || !isCompressibleType(contentTypeFor(file))) continue;
    const absolute = path.join(dir, file);
    const body = await fs.readFile(absolute);
    if (body.length < COMPRESSION_THRESHOLD_BYTES) continue;
    const [br, gz] = await Promise.all([compress(body, 'br', 'max'), compress(body, 'gzip', 'max')]);
    await Promise.all([fs.writeFile(`${absolute}.br`, br), fs.writeFile(`${absolute}.gz`, gz)]);
    written += 1;
  }
  return written;
}

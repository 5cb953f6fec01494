import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DeployRefused } from './checks';

/**
 * Every file of a version is where the registry will point: fetched from the asset origin (its
 * public URL, as browsers will), or present in the gateway's folder. A missing one refuses the write.
 */
export async function assertFilesOnOrigin(
  app: string,
  version: string,
  files: readonly string[],
  where: { base: string; fetchImpl?: typeof fetch } | { dir: string },
): Promise<void> {
  const missing: string[] = [];
  if ('dir' in where) {
    await Promise.all(
      files.map((file) =>
        fs.access(path.join(where.dir, file)).catch(() => {
          missing.push(file);
        }),
      ),
    );
  } else {
    const fetchImpl = where.fetchImpl ?? fetch;
    // A few at a time: an origin is a CDN, not a load test.
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const url = new URL(file, where.base).href;
        const response = await fetchImpl(url).catch(() => undefined);
        if (!response?.ok) missing.push(`${file} (${response ? `HTTP ${response.status}` : 'no answer'})`);
        await response?.body?.cancel().catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
  }
  if (missing.length > 0) {
    throw new DeployRefused(
      `${app} ${version} was not made live; the registry is unchanged: ${missing.length} of its files are not on ${'dir' in where ? where.dir : where.base}: ${missing.sort().slice(0, 10).join(', ')}`,
    );
  }
}

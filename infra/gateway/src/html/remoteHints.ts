import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteLocation } from '../registry/liveRegistry';
import { hintsFromManifest, manifestHint, type PreloadHint } from './preloadHints';

const REMOTE_MANIFEST_TIMEOUT_MS = 3000;
const RETRY_FAILED_AFTER_MS = 60_000;
const MAX_ENTRIES = 64;

interface Entry {
  hints?: PreloadHint[];
  pending?: Promise<void>;
  failedAt?: number;
}

/**
 * Preload hints per remote version. A deployed version never changes, so its manifest is read
 * once; an override on another origin is fetched in the background (the first pages get the
 * manifest hint alone rather than wait on a CDN).
 */
export class RemoteHints {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly onError: (error: unknown, remote: RemoteLocation) => void = () => undefined,
    private readonly fetchManifest: (url: string) => Promise<unknown> = fetchJson,
  ) {}

  async forRemote(remote: RemoteLocation): Promise<PreloadHint[]> {
    const key = remote.manifestUrl;
    let entry = this.entries.get(key);
    if (entry?.failedAt !== undefined && Date.now() - entry.failedAt > RETRY_FAILED_AFTER_MS)
      entry = undefined;
    if (!entry) {
      entry = {};
      this.remember(key, entry);
      entry.pending = this.load(remote, entry);
    }
    if (entry.hints) return entry.hints;
    if (remote.localDir && entry.pending) await entry.pending;
    return entry.hints ?? [manifestHint(remote.manifestUrl)];
  }

  private async load(remote: RemoteLocation, entry: Entry): Promise<void> {
    try {
      const manifest = remote.localDir
        ? JSON.parse(await fs.readFile(path.join(remote.localDir, 'mf-manifest.json'), 'utf8'))
        : await this.fetchManifest(remote.manifestUrl);
      entry.hints = hintsFromManifest(remote.manifestUrl, manifest);
    } catch (error) {
      entry.failedAt = Date.now();
      this.onError(error, remote);
    } finally {
      entry.pending = undefined;
    }
  }

  private remember(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteLocation } from '../registry/liveRegistry';
import { TEXTS_FILE } from '@portal/routes/registry';
import { hintsFromManifest, manifestHint, textHintsFromManifest, type PreloadHint } from './preloadHints';

const REMOTE_MANIFEST_TIMEOUT_MS = 3000;
const RETRY_FAILED_AFTER_MS = 60_000;
const MAX_ENTRIES = 64;

interface Entry {
  hints?: PreloadHint[];
  /** Per language: the texts the remote's first render in that language waits for. */
  texts?: Record<string, PreloadHint[]>;
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
    /** Fetches a JSON file of a remote on another origin: its manifest and its texts list. */
    private readonly fetchJsonFile: (url: string) => Promise<unknown> = fetchJson,
  ) {}

  /** The remote's hints, with its texts in `language` when its build lists them. */
  async forRemote(remote: RemoteLocation, language?: string): Promise<PreloadHint[]> {
    const key = remote.manifestUrl;
    let entry = this.entries.get(key);
    if (entry?.failedAt !== undefined && Date.now() - entry.failedAt > RETRY_FAILED_AFTER_MS)
      entry = undefined;
    if (!entry) {
      entry = {};
      this.remember(key, entry);
      entry.pending = this.load(remote, entry);
    }
    if (!entry.hints && remote.localDir && entry.pending) await entry.pending;
    if (!entry.hints) return [manifestHint(remote.manifestUrl)];
    const texts = language ? entry.texts?.[language] : undefined;
    return texts?.length ? [...entry.hints, ...texts] : entry.hints;
  }

  private async load(remote: RemoteLocation, entry: Entry): Promise<void> {
    const textsRead = this.readTexts(remote);
    try {
      const manifest = remote.localDir
        ? JSON.parse(await fs.readFile(path.join(remote.localDir, 'mf-manifest.json'), 'utf8'))
        : await this.fetchJsonFile(remote.manifestUrl);
      entry.hints = hintsFromManifest(remote.manifestUrl, manifest);
      const textsSettled = textsRead.then((texts) => {
        entry.texts = textHintsFromManifest(remote.manifestUrl, manifest, texts);
      });
      // A local build's list is read before its first page is answered; a CDN's may follow later.
      if (remote.localDir) await textsSettled;
    } catch (error) {
      entry.failedAt = Date.now();
      this.onError(error, remote);
    } finally {
      entry.pending = undefined;
    }
  }

  /** The build's texts list; builds from before it have none, and their pages get no texts hints. */
  private readTexts(remote: RemoteLocation): Promise<unknown> {
    const read = remote.localDir
      ? fs
          .readFile(path.join(remote.localDir, TEXTS_FILE), 'utf8')
          .then((text) => JSON.parse(text) as unknown)
      : this.fetchJsonFile(new URL(TEXTS_FILE, remote.manifestUrl).href);
    return read.catch(() => null);
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

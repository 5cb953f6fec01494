import type { Game, LanguageCode, MetadataGroups, PublicNewsItem } from '@portal/contracts';
import { withinMs } from '@portal/federation/server';
import { fetchShellMetadata } from '../banners/shellMetadataCall';
import { fetchGames } from '../games/gameCalls';
import type { HomeFirstView } from './homeFirstView';
import { fetchNews } from './newsCalls';

/**
 * The server render's reads, at once, each null when it fails or has not answered within
 * `waitMs` (that section then renders as it does while loading); the late ones are abandoned.
 */
export async function loadHomeFirstView(language: LanguageCode, waitMs: number): Promise<HomeFirstView> {
  const controller = new AbortController();
  const { signal } = controller;
  const [games, news, metadata] = await Promise.all([
    withinMs<Game[] | null>(fetchGames(signal), waitMs, null),
    withinMs<PublicNewsItem[] | null>(fetchNews(signal, language), waitMs, null),
    withinMs<MetadataGroups | null>(fetchShellMetadata(signal), waitMs, null),
  ]);
  controller.abort();
  return { games, news, metadata };
}

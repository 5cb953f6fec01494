import type { LanguageCode } from '@portal/contracts';
import type { ServerPageContext } from '@portal/federation/server';
import { fetchShellMetadata } from '../banners/shellMetadataCall';
import { fetchGames } from '../games/gameCalls';
import type { HomeFirstView } from './homeFirstView';
import { fetchNews } from './newsCalls';

/**
 * The server render's reads, at once, each null when it fails or has not answered within the
 * request's data wait (that section then renders as it does while loading); the late ones are abandoned.
 */
export async function loadHomeFirstView(
  language: LanguageCode,
  within: ServerPageContext['within'],
): Promise<HomeFirstView> {
  const controller = new AbortController();
  const { signal } = controller;
  const [games, news, metadata] = await Promise.all([
    within(fetchGames(signal)),
    within(fetchNews(signal, language)),
    within(fetchShellMetadata(signal)),
  ]);
  controller.abort();
  return { games, news, metadata };
}

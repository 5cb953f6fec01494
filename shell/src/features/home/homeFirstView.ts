import { createContext, useContext } from 'react';
import type { Resource } from '@portal/api-client/resource';
import type { Game, MetadataGroups, PublicNewsItem } from '@portal/contracts';

/** What a visitor's first view of the home shows from the API: the games, the news, the operators' content. */
export interface HomeFirstView {
  games: Game[] | null;
  news: PublicNewsItem[] | null;
  metadata: MetadataGroups | null;
}

/**
 * The answers the server render read before rendering (effects do not run there); in the browser
 * nothing provides it and each section loads its own.
 */
export const HomeFirstViewContext = createContext<HomeFirstView | null>(null);

export const useHomeFirstView = () => useContext(HomeFirstViewContext);

/** A section's resource, or the server's answer when it read one. */
export const servedOr = <T>(resource: Resource<T>, served: T | null | undefined): Resource<T> =>
  served ? { status: 'ready', data: served, retry: resource.retry, reload: resource.reload } : resource;

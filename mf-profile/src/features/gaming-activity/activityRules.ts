import { ACTIVITY_PREVIEW_COUNT, type GamingActivityEntry, type PlatformCode } from '@portal/contracts';

/** Who looks at the list and from where (000 §2 "Gaming activity list", §6). */
export interface ActivityViewer {
  /** The profile is the viewer's own. */
  isOwn: boolean;
  isWebview: boolean;
  /** The webview's product code (a game code), when in a webview. */
  productCode: string | null;
  /** The webview's platform, when the game tells it. */
  platform: PlatformCode | null;
}

export type MoreButton = { kind: 'seeMore'; remaining: number } | { kind: 'discover' } | null;

/** In a webview, the entry of the game the player is in comes first. */
export function orderActivities(
  entries: readonly GamingActivityEntry[],
  viewer: ActivityViewer,
): GamingActivityEntry[] {
  if (!viewer.isWebview || !viewer.productCode) return [...entries];
  const current = entries.filter((entry) => entry.game.gameCode === viewer.productCode);
  return [...current, ...entries.filter((entry) => entry.game.gameCode !== viewer.productCode)];
}

export const previewActivities = (entries: readonly GamingActivityEntry[]) =>
  entries.slice(0, ACTIVITY_PREVIEW_COUNT);

/** 'See +N more' for others; 'Discover More Games' on one's own profile or in a webview; none up to 3. */
export function moreButton(count: number, viewer: Pick<ActivityViewer, 'isOwn' | 'isWebview'>): MoreButton {
  if (count <= ACTIVITY_PREVIEW_COUNT) return null;
  if (viewer.isOwn || viewer.isWebview) return { kind: 'discover' };
  return { kind: 'seeMore', remaining: count - ACTIVITY_PREVIEW_COUNT };
}

/** The modal's title: 'Discover More Games' for one's own profile, else 'Games Activities' with the count. */
export const modalTitle = (isOwn: boolean): 'discover' | 'activities' => (isOwn ? 'discover' : 'activities');

/** In a webview, a game not offered on the webview's platform links to its page instead (View Game). */
export function needsViewGameLink(entry: GamingActivityEntry, viewer: ActivityViewer): boolean {
  if (!viewer.isWebview || !viewer.platform) return false;
  return !entry.game.gamePlatforms.some((platform) => platform.code === viewer.platform);
}

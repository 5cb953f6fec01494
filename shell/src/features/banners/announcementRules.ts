import {
  ADJUSTMENT_TYPE_LAUNCH_VIP,
  ADJUSTMENT_TYPE_NONE,
  isAdjustmentShownFor,
  parseMetadataValue,
  SHOW_ADJUSTMENT_QUEST_KEY,
  ShowAdjustmentQuestSchema,
  type MetadataGroups,
  type ShowAdjustmentQuest,
} from '@portal/contracts';

/** The announcement record as the shell reads it: its value and when an operator last changed it. */
export interface AnnouncementRecord {
  setting: ShowAdjustmentQuest;
  updatedAt: number;
}

export function readAnnouncement(groups: MetadataGroups | null): AnnouncementRecord | null {
  const record = groups?.COMMON?.find((entry) => entry.key === SHOW_ADJUSTMENT_QUEST_KEY);
  const setting = record && parseMetadataValue(ShowAdjustmentQuestSchema, record.value);
  return record && setting ? { setting, updatedAt: record.updatedAt } : null;
}

export type AnnouncementKind =
  { kind: 'launchVip' } | { kind: 'shutdown'; product: string } | { kind: 'other' };

/** launch-vip, shutdown-{product}-point (a contract value, spelled as is), or anything else. */
export function announcementKind(type: string): AnnouncementKind | null {
  if (type === ADJUSTMENT_TYPE_NONE || type === '') return null;
  if (type === ADJUSTMENT_TYPE_LAUNCH_VIP) return { kind: 'launchVip' };
  const shutdown = /^shutdown-(.+)-point$/.exec(type);
  return shutdown?.[1] ? { kind: 'shutdown', product: shutdown[1] } : { kind: 'other' };
}

/** The event banner is not shown on these pages (spec 000 §2). */
export const NO_EVENT_BANNER_PATHS = ['/gacha-event', '/embed-webview'];

export interface AnnouncementInput {
  announcement: AnnouncementRecord | null;
  gameCode: string | null;
  /** When this player closed it (the signed-in player's showPopupAdjustQuestAt, or this device's for a visitor). */
  closedAt: number | null;
}

/**
 * The adjustment announcement shows when showAdjustmentQuest is active ('true'), the current game
 * is listed in applyOnGame and its type is not none (spec 000 §4). Once a player closed it, it does
 * not come back — until an operator publishes a changed announcement (updatedAt after closedAt).
 */
export function shouldShowAnnouncement({ announcement, gameCode, closedAt }: AnnouncementInput): boolean {
  if (!announcement || !gameCode || !announcementKind(announcement.setting.type)) return false;
  if (!isAdjustmentShownFor(announcement.setting, gameCode)) return false;
  return closedAt === null || closedAt < announcement.updatedAt;
}

/** The event banner strip: same activity rule, never on /gacha-event and /embed-webview, not closable. */
export function shouldShowEventBanner(
  announcement: AnnouncementRecord | null,
  gameCode: string | null,
  pathname: string,
): boolean {
  if (!announcement?.setting.bannerImage || !gameCode || NO_EVENT_BANNER_PATHS.includes(pathname))
    return false;
  return (
    isAdjustmentShownFor(announcement.setting, gameCode) &&
    announcementKind(announcement.setting.type) !== null
  );
}

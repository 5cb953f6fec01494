import { useCallback } from 'react';
import { useCampaignTranslation } from './instance';
import { KIT_NAMESPACE, useCampaignNamespace } from './kitTexts';

/**
 * Campaign content the API serves in one language (quests, learn videos, rewards, prizes, puzzle
 * events), translated in the campaign's own catalogue under `content.<kind>.<code>.<field>`, e.g.
 * `content.quests.follow-discord.title` or `content.videos.combat-basics.options.1`.
 */
export type ContentKind = 'quests' | 'videos' | 'rewards' | 'prizes' | 'puzzles';

export const contentKey = (kind: ContentKind, code: string, field: string) =>
  `content.${kind}.${code}.${field}`;

/**
 * A prize's code: the API names prizes without one, so the catalogue keys them by their name
 * ("Echo Crystal ×50" → `echo-crystal-50`), the same for raffle and gacha prizes and for the
 * prize a winner or a draw names.
 */
export const prizeCode = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type ContentText = (kind: ContentKind, code: string, field: string, fallback: string) => string;

/**
 * The one rule for showing campaign content: the campaign catalogue's text in the page's language
 * when it has one for that code, else the API's text. Without a campaign (no provider) the API's.
 */
export function useContentText(): ContentText {
  const namespace = useCampaignNamespace();
  const { t } = useCampaignTranslation(namespace ?? KIT_NAMESPACE);
  return useCallback<ContentText>(
    (kind, code, field, fallback) =>
      namespace ? t(contentKey(kind, code, field), { defaultValue: fallback }) : fallback,
    [t, namespace],
  );
}

/** A prize's name as the catalogue gives it (`content.prizes.<prizeCode>.name`), else the API's. */
export function usePrizeName(): (name: string) => string {
  const content = useContentText();
  return useCallback((name: string) => content('prizes', prizeCode(name), 'name', name), [content]);
}

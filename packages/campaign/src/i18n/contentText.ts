import { useCallback } from 'react';
import { campaignContentText, prizeCode, type CampaignContentKind } from '@portal/i18n';
import { useCampaignTranslation } from './instance';
import { KIT_NAMESPACE, useContentNamespace } from './kitTexts';

export type ContentText = (
  kind: CampaignContentKind,
  code: string,
  field: string,
  fallback: string,
) => string;

/**
 * Campaign content (quests, learn videos, rewards, prizes, puzzle events, the coupon) in the page's
 * language: the API's text in English; in another language the campaign catalogue's
 * `content.<kind>.<code>.<field>` (`campaignContentText` of `@portal/i18n`), else the API's text.
 * Without a campaign (no provider) the API's text.
 */
export function useContentText(): ContentText {
  const namespace = useContentNamespace();
  const { t, i18n } = useCampaignTranslation(namespace ?? KIT_NAMESPACE);
  const language = i18n.language;
  return useCallback<ContentText>(
    (kind, code, field, fallback) =>
      namespace ? campaignContentText(t, language, kind, code, field, fallback) : fallback,
    [t, language, namespace],
  );
}

/** A prize's name as the catalogue gives it (`content.prizes.<prizeCode>.name`), else the API's. */
export function usePrizeName(): (name: string) => string {
  const content = useContentText();
  return useCallback((name: string) => content('prizes', prizeCode(name), 'name', name), [content]);
}

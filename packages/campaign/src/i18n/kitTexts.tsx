import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { registerCampaignTexts, useCampaignTranslation } from './instance';

/** The kit's own texts (buttons, states, form labels), in the four campaign languages. */
export const KIT_NAMESPACE = 'campaignKit';

export const registerKitTexts = () =>
  registerCampaignTexts(KIT_NAMESPACE, {
    en: () => import('./texts/en'),
    id: () => import('./texts/id'),
    th: () => import('./texts/th'),
    vn: () => import('./texts/vn'),
  });

/**
 * Which campaign the kit's widgets speak for: the namespace of its texts, where the kit reads the
 * words that belong to the game (`pointsName`, e.g. "Star Points"). The kit's sentences say
 * `{{pointsName}}` and never name a game. The campaign's content (`useContentText`) is read from
 * the same catalogue, or from `contentNamespace` when a page of another app speaks for the game.
 */
const CampaignTextsContext = createContext<{ texts: string; content: string } | null>(null);

export function CampaignKitProvider({
  textsNamespace,
  contentNamespace = textsNamespace,
  children,
}: {
  textsNamespace: string;
  /** The campaign catalogue that translates the content; null while it loads (the API's text). */
  contentNamespace?: string | null;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ texts: textsNamespace, content: contentNamespace ?? '' }),
    [textsNamespace, contentNamespace],
  );
  return createElement(CampaignTextsContext.Provider, { value }, children);
}

/** The namespace of the campaign the widgets speak for, null outside a `CampaignKitProvider`. */
const useCampaignNamespace = () => useContext(CampaignTextsContext)?.texts ?? null;

/** The catalogue that translates the campaign's content, null when there is none. */
export const useContentNamespace = () => useContext(CampaignTextsContext)?.content || null;

/** The kit's texts with the campaign's words filled in (`pointsName`; the kit's "Points" without a campaign). */
export function useKitTexts() {
  const kit = useCampaignTranslation(KIT_NAMESPACE);
  const namespace = useCampaignNamespace();
  const campaign = useCampaignTranslation(namespace ?? KIT_NAMESPACE);
  const pointsName = namespace
    ? campaign.t('pointsName', { defaultValue: kit.t('points.defaultName') })
    : kit.t('points.defaultName');
  const kitT = kit.t;
  // Stable while the language and the name stay: screens list `t` among their effects' inputs.
  const t = useMemo(() => {
    const translate = (key: string | string[], options?: Record<string, unknown>) =>
      kitT(key, { pointsName, ...options });
    return translate as unknown as typeof kitT;
  }, [kitT, pointsName]);
  return { ...kit, t };
}

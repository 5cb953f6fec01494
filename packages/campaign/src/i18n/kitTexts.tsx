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
 * `{{pointsName}}` and never name a game. The same catalogue translates the campaign's content
 * (`useContentText`).
 */
const CampaignTextsContext = createContext<string | null>(null);

export function CampaignKitProvider({
  textsNamespace,
  children,
}: {
  textsNamespace: string;
  children: ReactNode;
}) {
  return createElement(CampaignTextsContext.Provider, { value: textsNamespace }, children);
}

/** The namespace of the campaign the widgets speak for, null outside a `CampaignKitProvider`. */
export const useCampaignNamespace = () => useContext(CampaignTextsContext);

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

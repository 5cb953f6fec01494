import { isApiNetworkError, isApiRequestError } from '@portal/api-client';
import { campaignI18n, registerCampaignTexts, useCampaignTranslation } from '../i18n/instance';
import { campaignErrorMessage } from '../forms/messages';

/** The puzzle pages' texts: a namespace of their own, loaded only where a puzzle page shows. */
export const PUZZLE_NAMESPACE = 'campaignPuzzle';

export const registerPuzzleTexts = () =>
  registerCampaignTexts(PUZZLE_NAMESPACE, {
    en: () => import('./texts/en'),
    id: () => import('./texts/id'),
    th: () => import('./texts/th'),
    vn: () => import('./texts/vn'),
  });

export const usePuzzleTexts = () => useCampaignTranslation(PUZZLE_NAMESPACE);

/** A puzzle rule's own message when there is one, else the kit's message for the error. */
export function puzzleErrorMessage(error: unknown): string {
  const code = isApiRequestError(error) || isApiNetworkError(error) ? error.code : 'unknown';
  const key = `${PUZZLE_NAMESPACE}:errors.${code}`;
  return campaignI18n.exists(key) ? campaignI18n.t(key) : campaignErrorMessage(error);
}

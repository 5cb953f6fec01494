import { messages, type MessageKey } from '@portal/contracts';
import { isApiNetworkError, isApiRequestError } from '@portal/api-client';
import { campaignI18n } from '../i18n/instance';
import { KIT_NAMESPACE } from '../i18n/kitTexts';

const keyByEnglish = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, english]) => [english, key as MessageKey]),
);

/**
 * A contract schema's message (the 001 §5 catalogue, in English) in the campaign language;
 * any other text is returned as it is.
 */
export function formMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keyByEnglish.get(message);
  if (key) return campaignI18n.t(`${KIT_NAMESPACE}:messages.${key}`);
  // The password minimum is supplied at run time (001 §5): the catalogue's message, worded anew.
  const minimum = /^You need (\d+) characters$/.exec(message);
  return minimum
    ? campaignI18n.t(`${KIT_NAMESPACE}:preRegister.minLength`, { length: Number(minimum[1]) })
    : message;
}

/**
 * What to tell the player about a failed call: the code's own text, else a general one. A screen
 * passes its `useKitTexts().t` so the campaign's words (its points' name) fill the text.
 */
export function campaignErrorMessage(error: unknown, t?: (key: string) => string): string {
  const code = isApiRequestError(error) || isApiNetworkError(error) ? error.code : 'unknown';
  const key = campaignI18n.exists(`${KIT_NAMESPACE}:errors.${code}`) ? `errors.${code}` : 'errors.unknown';
  if (t) return t(key);
  const pointsName = campaignI18n.t(`${KIT_NAMESPACE}:points.defaultName`);
  return campaignI18n.t(`${KIT_NAMESPACE}:${key}`, { pointsName });
}

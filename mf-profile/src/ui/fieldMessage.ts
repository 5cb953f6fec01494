import { profileMessages } from '@portal/contracts';
import { translateMessage } from '@portal/i18n';
import { useTexts } from '../i18n';

const profileKeyByEnglish = new Map(
  Object.entries(profileMessages).map(([key, english]) => [english as string, key]),
);

/** A validation message of the contracts in the current language: the catalogue's, then this app's. */
export function useFieldMessage() {
  const { t } = useTexts();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = profileKeyByEnglish.get(message);
    return key ? t(`messages.${key}`) : translateMessage(message);
  };
}

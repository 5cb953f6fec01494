import type { LanguageCode } from '@portal/contracts';
import { languageAtom, useSessionValue } from '@portal/session';

/** The portal language from the shared session store (the shell keeps it equal to i18next's). */
export const useLanguage = (): LanguageCode => useSessionValue(languageAtom);

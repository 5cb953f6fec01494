import { registerNamespace, type Translations } from '@portal/i18n';
import { DOCUMENT_TEXTS_ELEMENT_ID } from '@portal/routes';

export const SHELL_NS = 'shell';

/**
 * The English texts the served document carries (the production build writes `./en` into it as a
 * JSON block), or null: the development page, the server render and tests import them instead.
 */
function documentTexts(): Translations | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(DOCUMENT_TEXTS_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as Translations;
  } catch {
    return null;
  }
}

const englishTexts = async (): Promise<Translations> => documentTexts() ?? (await import('./en')).default;

/**
 * The shell's English texts come with the document, so the first render in the default language
 * waits on no request and no script carries them; the other languages load when they are the
 * language.
 */
export async function registerShellTexts(): Promise<void> {
  const en = await englishTexts();
  await registerNamespace(
    SHELL_NS,
    {
      en: () => Promise.resolve(en),
      vn: () => import('./vn').then((m) => m.default),
      th: () => import('./th').then((m) => m.default),
      id: () => import('./id').then((m) => m.default),
    },
    { en },
  );
}

import { i18n } from '@portal/i18n';
import { SCRIPT_FONT_ATTRIBUTE } from '@portal/routes';

/** Whether the served document declares the language's font already (the gateway does in a Thai document). */
const declaredInDocument = (language: string) =>
  document.querySelector(`style[${SCRIPT_FONT_ATTRIBUTE}="${language}"]`) !== null;

/**
 * Many systems (headless Chromium among them) have no Thai glyphs: in Thai the page brings its
 * own font. Only Thai loads it; the other languages never fetch the chunk. A second declaration of
 * the faces the document has would download the files again.
 */
export function loadScriptFonts(): void {
  const load = (language: string) => {
    if (language === 'th' && !declaredInDocument(language))
      void import('./thaiFont').then(({ addThaiFont }) => addThaiFont());
  };
  load(i18n.language);
  i18n.on('languageChanged', load);
}

import { i18n } from '@portal/i18n';

/**
 * Many systems (headless Chromium among them) have no Thai glyphs: in Thai the page brings its
 * own font. Only Thai loads it; the other languages never fetch the chunk.
 */
export function loadScriptFonts(): void {
  const load = (language: string) => {
    if (language === 'th') void import('./thaiFont').then(({ addThaiFont }) => addThaiFont());
  };
  load(i18n.language);
  i18n.on('languageChanged', load);
}

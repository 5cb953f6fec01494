import regularUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2';
import boldUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2';
import { SCRIPT_FONTS, scriptFontFaces, type ScriptFontFiles } from '@portal/routes/scriptFonts';

/** The Thai subset's files (≈ 9 KB per weight, woff2); the gateway declares the same ones in Thai documents. */
export const THAI_FONT_FILES: ScriptFontFiles = { '400': regularUrl, '700': boldUrl };

let added = false;

/** Registers the Thai faces for the theme's font stacks (their unicode range spares pages without Thai). */
export function addThaiFont(): void {
  const font = SCRIPT_FONTS.th;
  if (added || !font || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  added = true;
  for (const { family, source, descriptors } of scriptFontFaces(font, THAI_FONT_FILES))
    document.fonts.add(new FontFace(family, source, descriptors));
}

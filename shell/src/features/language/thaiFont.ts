import regularUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2';
import boldUrl from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2';

/** Noto Sans Thai's own subset: the Thai block, joiners and the dotted circle. */
const THAI_RANGE = 'U+0E01-0E5B, U+200C-200D, U+25CC';
export const THAI_FONT_FAMILY = 'Noto Sans Thai';

let added = false;

/**
 * Registers the Thai subset (≈ 9 KB per weight, woff2) for the theme's font stacks. The unicode
 * range keeps a page without Thai text from downloading it.
 */
export function addThaiFont(): void {
  if (added || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  added = true;
  for (const [url, weight] of [
    [regularUrl, '400'],
    [boldUrl, '700'],
  ] as const) {
    document.fonts.add(
      new FontFace(THAI_FONT_FAMILY, `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: THAI_RANGE,
      }),
    );
  }
}

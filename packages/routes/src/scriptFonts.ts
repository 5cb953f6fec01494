/**
 * The web fonts a language's script needs where systems often have no glyphs for it (headless
 * Chromium has no Thai): the shell registers them in the browser, the gateway declares them in the
 * document it serves in that language, so a drawn page paints its letters without scripts.
 * Vietnamese and Indonesian are written in Latin letters: the system's faces have them.
 */
export interface ScriptFont {
  family: string;
  /** Only text in this range downloads the font: a page without such letters never fetches it. */
  unicodeRange: string;
  /** One face per weight the theme uses (regular and bold). */
  weights: readonly string[];
}

export const SCRIPT_FONTS: Readonly<Partial<Record<string, ScriptFont>>> = {
  // Noto Sans Thai's own subset: the Thai block, joiners and the dotted circle.
  th: { family: 'Noto Sans Thai', unicodeRange: 'U+0E01-0E5B, U+200C-200D, U+25CC', weights: ['400', '700'] },
};

/** The font's file URL per weight (woff2), as the shell's build names them. */
export type ScriptFontFiles = Readonly<Record<string, string>>;

/** One face as `new FontFace(family, source, descriptors)` takes it. */
export interface ScriptFontFace {
  family: string;
  source: string;
  descriptors: { weight: string; style: 'normal'; display: 'swap'; unicodeRange: string };
}

/** The font's faces, one per weight with a file. Text shows in the fallback until its face has loaded. */
export function scriptFontFaces(font: ScriptFont, files: ScriptFontFiles): ScriptFontFace[] {
  return font.weights.flatMap((weight) => {
    const url = files[weight];
    return url
      ? [
          {
            family: font.family,
            source: `url(${JSON.stringify(url)}) format("woff2")`,
            descriptors: {
              weight,
              style: 'normal',
              display: 'swap',
              unicodeRange: font.unicodeRange,
            } as const,
          },
        ]
      : [];
  });
}

/** The same faces as the `@font-face` rules of a document's `<style>`. */
export const fontFaceRules = (faces: readonly ScriptFontFace[]): string =>
  faces
    .map(
      ({ family, source, descriptors: { weight, style, display, unicodeRange } }) =>
        `@font-face{font-family:${JSON.stringify(family)};font-style:${style};font-weight:${weight};` +
        `font-display:${display};src:${source};unicode-range:${unicodeRange}}`,
    )
    .join('');

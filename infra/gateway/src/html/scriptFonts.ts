import { styleElementText, styleHashSource } from '@portal/contracts/html';
import { SCRIPT_FONT_ATTRIBUTE } from '@portal/routes';
import {
  fontFaceRules,
  SCRIPT_FONTS,
  scriptFontFaces,
  type ScriptFontFiles,
} from '@portal/routes/scriptFonts';
import type { ShellIndex } from './shellDocument';

/**
 * The shell build's `fonts.json` (`{ "th": { "400": "assets/….woff2" } }`) as the files' URLs: the
 * shell's files are served from the site's root. Only safe same-origin paths are kept.
 */
export function scriptFontFiles(fonts: unknown): Record<string, ScriptFontFiles> {
  if (!fonts || typeof fonts !== 'object') return {};
  const byLanguage: Record<string, ScriptFontFiles> = {};
  for (const [language, files] of Object.entries(fonts as Record<string, unknown>)) {
    if (!/^[a-z]{2}$/.test(language) || !files || typeof files !== 'object') continue;
    const urls = Object.entries(files as Record<string, unknown>).flatMap(([weight, file]) =>
      /^\d{3}$/.test(weight) &&
      typeof file === 'string' &&
      /^[\w./-]+\.woff2$/.test(file) &&
      !file.includes('..')
        ? [[weight, `/${file.replace(/^\/+/, '')}`] as const]
        : [],
    );
    if (urls.length > 0) byLanguage[language] = Object.fromEntries(urls);
  }
  return byLanguage;
}

/** A language's script font as a document declares it: its `<style>` and the CSP source allowing it. */
export interface ScriptFontStyle {
  element: string;
  source: string;
}

/**
 * Per language, the `<style>` declaring its script font's faces in the shell build's files, in a
 * form the shell recognises (it then registers none of its own), and its CSP hash source: made once
 * per shell build, when its document is read.
 */
export function scriptFontStyles(fonts: unknown): Record<string, ScriptFontStyle> {
  const styles: Record<string, ScriptFontStyle> = {};
  for (const [language, files] of Object.entries(scriptFontFiles(fonts))) {
    const font = SCRIPT_FONTS[language];
    const css = font && styleElementText(fontFaceRules(scriptFontFaces(font, files)));
    if (css)
      styles[language] = {
        element: `<style ${SCRIPT_FONT_ATTRIBUTE}="${language}">${css}</style>`,
        source: styleHashSource(css),
      };
  }
  return styles;
}

/**
 * The shell document in `language` with its script font declared (a Thai document: a drawn page's
 * text would show empty boxes on a system without Thai glyphs until the shell's script registers the
 * font), and the CSP hash source that allows it. Any other language's document is returned as it is.
 */
export function indexWithScriptFont(
  index: ShellIndex,
  language: string | null,
): { index: ShellIndex; styleSource?: string } {
  const style = language ? index.scriptFontStyles?.[language] : undefined;
  const headEnd = style ? index.html.search(/<\/head\s*>/i) : -1;
  if (!style || headEnd === -1) return { index };
  const html = `${index.html.slice(0, headEnd)}${style.element}${index.html.slice(headEnd)}`;
  return {
    index: { ...index, html, signature: `${index.signature}\u0000font=${style.source}` },
    styleSource: style.source,
  };
}

import { createHash } from 'node:crypto';
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

/**
 * The shell document in `language` with its script font declared (a Thai document: a drawn page's
 * text would show empty boxes on a system without Thai glyphs until the shell's script registers the
 * font), in a `<style>` the shell recognises (it then registers none of its own) and the CSP hash
 * source that allows it. Any other language's document is returned as it is.
 */
export function indexWithScriptFont(
  index: ShellIndex,
  language: string | null,
): { index: ShellIndex; styleSource?: string } {
  const font = language ? SCRIPT_FONTS[language] : undefined;
  const files = language ? index.scriptFonts?.[language] : undefined;
  const headEnd = index.html.search(/<\/head\s*>/i);
  if (!language || !font || !files || headEnd === -1) return { index };
  const css = styleElementText(fontFaceRules(scriptFontFaces(font, files)));
  if (!css) return { index };
  const html = `${index.html.slice(0, headEnd)}<style ${SCRIPT_FONT_ATTRIBUTE}="${language}">${css}</style>${index.html.slice(headEnd)}`;
  const digest = createHash('sha256').update(css).digest('base64url');
  return {
    index: { ...index, html, signature: `${index.signature}\u0000font=${digest}` },
    styleSource: styleHashSource(css),
  };
}

/**
 * `theme` overrides: a small documented set (README "Theme"), validated before anything is drawn and
 * written to the widget's shadow root as a constructed stylesheet (no inline style: a strict studio
 * CSP allows it). `!important`: they win over the widget's own base rules, whatever their order.
 */
import type { ThemeOverrides } from './widgets';

export const THEME_KEYS = ['accent', 'background', 'text', 'radius', 'font'] as const;

const COLOR =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z-]{1,60}\)|[a-z]{3,30})$/i;
const LENGTH = /^\d{1,3}(\.\d{1,2})?(px|rem|em)$/;
const FONT = /^[\w\s,'"-]{1,120}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** What is wrong with a theme, in words a studio developer can act on; null when fine. */
export function themeProblem(theme: unknown): string | null {
  if (!isPlainObject(theme)) return 'theme must be an object';
  for (const [key, value] of Object.entries(theme)) {
    if (!(THEME_KEYS as readonly string[]).includes(key))
      return `theme.${key} is not a theme key (${THEME_KEYS.join(', ')})`;
    if (key === 'radius') {
      const fine =
        (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 48) ||
        (typeof value === 'string' && LENGTH.test(value));
      if (!fine) return 'theme.radius must be pixels from 0 to 48 or a CSS length such as "0.5rem"';
    } else if (key === 'font') {
      if (typeof value !== 'string' || !FONT.test(value))
        return 'theme.font must be a font stack such as "Georgia, serif"';
    } else if (typeof value !== 'string' || !COLOR.test(value.trim())) {
      return `theme.${key} must be a CSS colour such as "#0a7" or "rgb(0 170 119)"`;
    }
  }
  return null;
}

/** The stylesheet text of a validated theme. */
export function themeCss(theme: ThemeOverrides): string {
  const host: string[] = [];
  if (theme.background) host.push(`background:${theme.background.trim()}!important`);
  if (theme.text) host.push(`color:${theme.text.trim()}!important`);
  if (theme.font) host.push(`font-family:${theme.font}!important`);
  if (theme.radius !== undefined)
    host.push(
      `border-radius:${typeof theme.radius === 'number' ? `${theme.radius}px` : theme.radius}!important`,
    );
  const rules = host.length > 0 ? [`:host{${host.join(';')}}`] : [];
  if (theme.accent) {
    const accent = theme.accent.trim();
    rules.push(`a{color:${accent}!important}`, `:focus-visible{outline-color:${accent}!important}`);
  }
  return rules.join('\n');
}

const sheets = new WeakMap<ShadowRoot, CSSStyleSheet>();

/** Writes (or replaces, on `update`) the widget's theme stylesheet in its shadow root. */
export function applyTheme(root: ShadowRoot, theme: ThemeOverrides | undefined): void {
  let sheet = sheets.get(root);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheets.set(root, sheet);
  }
  sheet.replaceSync(theme ? themeCss(theme) : '');
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

import { themeProblem } from './theme';
import type { WidgetName } from './widgets';

const LANGUAGES = ['en', 'vn', 'th', 'id'];
const CAMPAIGN_WIDGETS: readonly WidgetName[] = ['pre-registration', 'campaign-landing'];
const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const GAME_CODE = /^[a-z0-9_]{1,40}$/;

const KNOWN: Record<WidgetName, string[]> = {
  feedback: ['page'],
  'sign-in': ['mode'],
  'wallet-balance': ['variant'],
  'vip-rank': [],
  'pre-registration': ['gameCode'],
  'campaign-landing': ['gameCode'],
  'public-profile': ['slug'],
};
const COMMON = ['language', 'theme', 'onEvent', 'apiBaseUrl'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The first thing wrong with a widget's options, in words a studio developer can act on; null when fine. */
export function optionsProblem(widget: WidgetName, options: unknown): string | null {
  if (options === undefined) options = {};
  if (!isPlainObject(options)) return 'options must be a plain object';
  const known = [...COMMON, ...KNOWN[widget]];
  const unknown = Object.keys(options).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    return `unknown option(s) ${unknown.join(', ')}; ${widget} takes ${known.join(', ')}`;
  const { language, theme, onEvent, apiBaseUrl } = options;
  const languages = CAMPAIGN_WIDGETS.includes(widget) ? LANGUAGES : LANGUAGES.slice(0, 2);
  if (language !== undefined && !languages.includes(language as string))
    return `language must be one of ${languages.join(', ')}`;
  if (onEvent !== undefined && typeof onEvent !== 'function') return 'onEvent must be a function';
  if (apiBaseUrl !== undefined && (typeof apiBaseUrl !== 'string' || !/^https?:\/\//.test(apiBaseUrl)))
    return 'apiBaseUrl must be an absolute http(s) URL';
  if (theme !== undefined) {
    const problem = themeProblem(theme);
    if (problem) return problem;
  }
  if (
    CAMPAIGN_WIDGETS.includes(widget) &&
    !(typeof options.gameCode === 'string' && GAME_CODE.test(options.gameCode))
  )
    return 'gameCode is required, e.g. "ash_echoes"';
  if (widget === 'public-profile' && !(typeof options.slug === 'string' && SLUG.test(options.slug)))
    return 'slug is required: the profile slug of https://<portal>/profiles/<slug>';
  if (
    widget === 'sign-in' &&
    options.mode !== undefined &&
    options.mode !== 'login' &&
    options.mode !== 'register'
  )
    return "mode must be 'login' or 'register'";
  if (options.page !== undefined && typeof options.page !== 'string') return 'page must be a text';
  if (options.variant !== undefined && typeof options.variant !== 'string') return 'variant must be a text';
  return null;
}

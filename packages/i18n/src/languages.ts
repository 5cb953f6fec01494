import {
  DEFAULT_LANGUAGE,
  LANGUAGE_OPTIONS,
  SUPPORTED_LANGUAGES,
  type LanguageCode,
  type LanguageOption,
} from '@portal/contracts';

const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const UNITED_KINGDOM_FLAG = svgDataUri(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 60 30' width='24' height='12'>" +
    "<clipPath id='t'><path d='M30,15h30v15zv15h-30zh-30v-15zv-15h30z'/></clipPath>" +
    "<path d='M0,0v30h60v-30z' fill='#012169'/>" +
    "<path d='M0,0L60,30M60,0L0,30' stroke='#fff' stroke-width='6'/>" +
    "<path d='M0,0L60,30M60,0L0,30' clip-path='url(#t)' stroke='#C8102E' stroke-width='4'/>" +
    "<path d='M30,0v30M0,15h60' stroke='#fff' stroke-width='10'/>" +
    "<path d='M30,0v30M0,15h60' stroke='#C8102E' stroke-width='6'/>" +
    '</svg>',
);

const VIETNAM_FLAG = svgDataUri(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20' width='24' height='16'>" +
    "<rect width='30' height='20' fill='#DA251D'/>" +
    "<polygon fill='#FF0' points='15,4 16.35,8.15 20.71,8.15 17.18,10.71 18.53,14.85 15,12.29 11.47,14.85 12.82,10.71 9.29,8.15 13.65,8.15'/>" +
    '</svg>',
);

const THAILAND_FLAG = svgDataUri(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20' width='24' height='16'>" +
    "<rect width='30' height='20' fill='#A51931'/>" +
    "<rect y='3.33' width='30' height='13.34' fill='#F4F5F8'/>" +
    "<rect y='6.67' width='30' height='6.66' fill='#2D2A4A'/>" +
    '</svg>',
);

const INDONESIA_FLAG = svgDataUri(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20' width='24' height='16'>" +
    "<rect width='30' height='20' fill='#FFF'/>" +
    "<rect width='30' height='10' fill='#CE1126'/>" +
    '</svg>',
);

const FLAGS: Record<LanguageCode, string> = {
  en: UNITED_KINGDOM_FLAG,
  vn: VIETNAM_FLAG,
  th: THAILAND_FLAG,
  id: INDONESIA_FLAG,
};

/**
 * The language picker's choices (spec 000 §2): the contract's options with each flag as a small
 * inline SVG data URI (usable as `<img src>`), since flag emoji do not render on Windows.
 */
export const languageOptions: readonly LanguageOption[] = LANGUAGE_OPTIONS.map((option) => ({
  ...option,
  flag: FLAGS[option.languageCode],
}));

export { DEFAULT_LANGUAGE };

/**
 * `<html lang>` value per portal language. The portal's code `vn` is the country, not a
 * language; the BCP-47 tag for Vietnamese is `vi`, which screen readers and search engines expect.
 */
export const HTML_LANG: Record<LanguageCode, string> = { en: 'en', vn: 'vi', th: 'th', id: 'id' };

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export interface ResolveLanguageInput {
  /** The `lang` query parameter. */
  queryLang?: string | null;
  /** The access trace's region code, e.g. `VN`. */
  regionCode?: string | null;
}

/** The `lang` query parameter if supported, else the region code in lower case if supported, else `en`. */
export function resolveLanguage({ queryLang, regionCode }: ResolveLanguageInput): LanguageCode {
  const fromQuery = queryLang?.trim().toLowerCase();
  if (isSupportedLanguage(fromQuery)) return fromQuery;
  const fromRegion = regionCode?.trim().toLowerCase();
  if (isSupportedLanguage(fromRegion)) return fromRegion;
  return DEFAULT_LANGUAGE;
}

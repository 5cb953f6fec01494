/**
 * The head a page is shared with: its title, description, link preview (Open Graph, Twitter card),
 * canonical address, language alternates and robots rule, from the route's declared meta. Written
 * into the shell document in place of its built `<title>`, so a chat app, a social network or a
 * search engine reading the HTML sees the page, not "Player Portal".
 */
import { escapeHtml } from '@portal/contracts/html';
import {
  inLanguage,
  isMetaLanguage,
  metaLanguages,
  PREVIEW_IMAGE,
  type MetaLanguage,
  type PageMeta,
} from '@portal/routes';

/** hreflang / og:locale per meta language: the portal's `vn` is a country code, Vietnamese is `vi`. */
const HREFLANG: Record<MetaLanguage, string> = { en: 'en', id: 'id', th: 'th', vn: 'vi' };
const OG_LOCALE: Record<MetaLanguage, string> = { en: 'en_US', id: 'id_ID', th: 'th_TH', vn: 'vi_VN' };

export interface PageHeadInput {
  meta: PageMeta;
  /** Scheme and host the page is served at (`https://portal.example`). */
  origin: string;
  pathname: string;
  /** `?lang=` of the request, when any. */
  requestedLanguage: string | undefined;
  /** The language the document is otherwise in (the portal language cookie), when known. */
  documentLanguage: string | null;
  /** Absolute URL of the preview image (the route's own, else the portal's), when there is one. */
  imageUrl: string | undefined;
  siteName: string;
}

export interface PageHead {
  /** The language the head is written in. */
  language: MetaLanguage;
  /** `<html lang>` for it. */
  htmlLang: string;
  /** The tags, `<title>` first. */
  tags: string;
}

/**
 * The page's language is the `?lang=` asked for when the page has it, else the document's language
 * when the page has that, else English. Each language is its own canonical page (`?lang=th`); the
 * alternates name all of them and `x-default` the address without one.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { meta, origin, pathname, siteName } = input;
  const languages = metaLanguages(meta);
  const pick = [input.requestedLanguage, input.documentLanguage].find(
    (candidate): candidate is MetaLanguage => isMetaLanguage(candidate) && languages.includes(candidate),
  );
  const language = pick ?? 'en';
  const address = (lang: MetaLanguage | null) =>
    `${origin}${encodeURI(pathname)}${lang && lang !== 'en' ? `?lang=${lang}` : ''}`;
  const title = inLanguage(meta.title, language);
  const description = inLanguage(meta.description, language);
  const canonical = address(language);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', description),
    ...(meta.index === false ? [metaName('robots', 'noindex, nofollow')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(languages.length > 1
      ? [
          ...languages.map(
            (lang) =>
              `<link rel="alternate" hreflang="${HREFLANG[lang]}" href="${escapeHtml(address(lang))}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address(null))}" />`,
        ]
      : []),
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', siteName),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaProperty('og:url', canonical),
    metaProperty('og:locale', OG_LOCALE[language]),
    ...languages
      .filter((lang) => lang !== language)
      .map((lang) => metaProperty('og:locale:alternate', OG_LOCALE[lang])),
    ...(input.imageUrl
      ? [
          metaProperty('og:image', input.imageUrl),
          metaProperty('og:image:width', String(PREVIEW_IMAGE.width)),
          metaProperty('og:image:height', String(PREVIEW_IMAGE.height)),
          metaProperty('og:image:alt', title),
        ]
      : []),
    metaName('twitter:card', input.imageUrl ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', title),
    metaName('twitter:description', description),
    ...(input.imageUrl ? [metaName('twitter:image', input.imageUrl)] : []),
  ].join('\n    ');
  return { language, htmlLang: HREFLANG[language], tags };
}

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;

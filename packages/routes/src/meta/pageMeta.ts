/**
 * What a page tells the world before any script runs: the document title, the search snippet and
 * the link preview of a chat or social network. Declared beside the route; the gateway writes it
 * into the document it serves, the shell keeps `document.title` in step on in-page navigation.
 */

import type { HeroPreload } from './responsiveImage';

/** Languages a page's meta may be written in: the portal's (en, vn) and the campaigns' (id, th). */
export const META_LANGUAGES = ['en', 'id', 'th', 'vn'] as const;
export type MetaLanguage = (typeof META_LANGUAGES)[number];

/** A text in each language the page is offered in; English is the fallback and always present. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<MetaLanguage, 'en'>, string>>;

export interface PageMeta {
  /** The document title (and og:title). */
  title: LocalizedText;
  /** The meta description (and og:description): one or two sentences. */
  description: LocalizedText;
  /**
   * The link-preview image: in `routes.ts` a source image of the app (PNG, JPEG or SVG, relative to
   * the app's folder); the build renders it at 1200×630 and ships the path of the rendered file.
   * Without one, the portal's own preview image is used.
   */
  image?: string;
  /** Whether search engines may index the page (default true); personal pages say false. */
  index?: boolean;
  /**
   * The page's hero art, preloaded by the document: in `routes.ts` the source image the page shows
   * with `?responsive=hero`; the build ships its AVIF variants (the same files the page's `<picture>` picks).
   */
  hero?: string | HeroPreload;
}

export const isMetaLanguage = (value: unknown): value is MetaLanguage =>
  typeof value === 'string' && (META_LANGUAGES as readonly string[]).includes(value);

/** The languages a page's meta is written in, English first. */
export const metaLanguages = (meta: PageMeta): MetaLanguage[] =>
  META_LANGUAGES.filter((language) => meta.title[language] !== undefined);

/** The text in that language, else in English. */
export const inLanguage = (text: LocalizedText, language: MetaLanguage): string => text[language] ?? text.en;

/** Link-preview image size (Open Graph's and Twitter's large card). */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** Texts of one app in the languages it is offered in, English always among them. */
export type TextsByLanguage<T> = { en: T } & Partial<Record<Exclude<MetaLanguage, 'en'>, T>>;

/** One meta text per language the app has, picked from that language's texts (one copy of each word). */
export function localize<T>(texts: TextsByLanguage<T>, pick: (texts: T) => string): LocalizedText {
  const text: Partial<Record<MetaLanguage, string>> = {};
  for (const language of META_LANGUAGES) {
    const own = texts[language];
    if (own !== undefined) text[language] = pick(own);
  }
  return text as LocalizedText;
}

/**
 * The file beside `routes.ts` its meta comes from (`meta: pageMeta.landing`). The build reads it
 * into `routes.json` and replaces it with an empty module in the app's JS: the texts of every
 * language's titles are the document's business, not the page's bytes.
 */
export const PAGE_META_SOURCE = 'pageMeta.ts';

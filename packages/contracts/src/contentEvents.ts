import * as v from 'valibot';
import type { LanguageCode } from './constants';
import { inLanguage, translationsOf } from './contentLanguage';
import {
  CONTENT_KEYS,
  ContentImageSchema,
  ContentLinkSchema,
  contentText,
  contentWindow,
  endsAfterStart,
  groupOf,
  isInWindow,
  type Groups,
} from './contentRules';
import { settingsList } from './metadata';

/** The operators' special events (SPECIAL_EVENTS): the home's slides and the hub's and games' cards. */

/* ----- SPECIAL_EVENTS / special_events: banners and event cards ----- */
export const EVENT_PLACEMENTS = ['home', 'hub', 'games'] as const;
export type EventPlacement = (typeof EVENT_PLACEMENTS)[number];
export const SpecialEventSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'id must be a short lowercase code')),
    title: contentText('title', 80),
    body: v.optional(contentText('body', 240)),
    translations: translationsOf({ title: contentText('title', 80), body: contentText('body', 240) }),
    image: v.optional(ContentImageSchema),
    link: v.optional(ContentLinkSchema),
    /** Where it shows: '/', '/hub', '/games' (never /gacha-event or /embed-webview). */
    placements: v.pipe(
      v.array(v.picklist(EVENT_PLACEMENTS, `placements are ${EVENT_PLACEMENTS.join(', ')}`)),
      v.minLength(1, 'placements lists at least one page'),
    ),
    ...contentWindow,
  }),
  endsAfterStart(),
);
export type SpecialEvent = v.InferOutput<typeof SpecialEventSchema>;

export const eventsFor = (events: readonly SpecialEvent[], placement: EventPlacement, now: number) =>
  events.filter((event) => event.placements.includes(placement) && isInWindow(event, now));

export const specialEventsOf = (groups: Groups, language: LanguageCode = 'en') =>
  settingsList(groupOf(groups, 'SPECIAL_EVENTS'), CONTENT_KEYS.specialEvents, SpecialEventSchema).map(
    (event) => inLanguage(event, language),
  );

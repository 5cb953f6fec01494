import { eventsFor, gameAssetsOf, specialEventsOf, type Game, type SpecialEvent } from '@portal/contracts';
import type { ContentSource } from '../content/useContent';

/** The carousel shows at most this many slides (events first, then games). */
export const MAX_SLIDES = 6;

/** One slide: art, a title over it, a line under the title and where its button leads. */
export interface KeyArtSlide {
  id: string;
  title: string;
  /** A shell text key (the game's state) or the operator's own words (the event's body). */
  line: { key: string } | { text: string } | null;
  image: string;
  href: string;
  /** The button's shell text key. */
  ctaKey: string;
}

const GAME_CTA = {
  released: 'home.carousel.play',
  pre_register: 'home.carousel.preRegister',
  beta: 'home.carousel.beta',
} as const;

/**
 * The slides of the home carousel: the operators' home events that have a picture (SPECIAL_EVENTS,
 * running now), then the catalogue's games with their key art (an operator's assets.<gameCode>
 * keyArt when set, else the catalogue's banner).
 */
export function keyArtSlides(
  games: readonly Game[],
  content: ContentSource | null,
  now: number,
): KeyArtSlide[] {
  const events = content ? eventsFor(specialEventsOf(content.groups, content.language), 'home', now) : [];
  const eventSlides = events
    .filter((event): event is SpecialEvent & { image: string } => Boolean(event.image))
    .map((event): KeyArtSlide => ({
      id: `event-${event.id}`,
      title: event.title,
      line: event.body ? { text: event.body } : null,
      image: event.image,
      href: event.link ?? '/',
      ctaKey: 'home.carousel.event',
    }));
  const gameSlides = games.map((game): KeyArtSlide => ({
    id: `game-${game.gameCode}`,
    title: game.name,
    line: { key: `games.status.${game.status}` },
    image: (content && gameAssetsOf(content.groups, game.gameCode)?.keyArt) ?? game.content.thumbnailBanner,
    href: `/games/${game.gameCode}`,
    ctaKey: GAME_CTA[game.status],
  }));
  return [...eventSlides, ...gameSlides].slice(0, MAX_SLIDES);
}

/** The slide after (step 1) or before (step -1) `index`, wrapping around. */
export const stepSlide = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

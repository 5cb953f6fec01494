import type { Game, MetadataGroups } from '@portal/contracts';
import { keyArtSlides, MAX_SLIDES, stepSlide } from './keyArtSlides';

const NOW = 1_800_000_000;
const game = (gameCode: string, status: Game['status']): Game =>
  ({
    gameCode,
    name: gameCode.replace('_', ' '),
    status,
    content: { thumbnailHomepage: `/art/${gameCode}-small.svg`, thumbnailBanner: `/art/${gameCode}.svg` },
  }) as Game;
const record = (group: string, key: string, value: unknown) => ({
  group,
  key,
  version: 1,
  value: JSON.stringify(value),
  updatedAt: 0,
});
const content = (groups: Record<string, ReturnType<typeof record>[]>) => ({
  groups: groups as unknown as MetadataGroups,
  language: 'en' as const,
});

describe('key-art slides', () => {
  it("show each game's banner, its state and a button for that state", () => {
    const slides = keyArtSlides(
      [game('ash_echoes', 'pre_register'), game('moonlight_saga', 'released')],
      null,
      NOW,
    );
    expect(slides).toEqual([
      {
        id: 'game-ash_echoes',
        title: 'ash echoes',
        line: { key: 'games.status.pre_register' },
        image: '/art/ash_echoes.svg',
        href: '/games/ash_echoes',
        ctaKey: 'home.carousel.preRegister',
      },
      expect.objectContaining({ image: '/art/moonlight_saga.svg', ctaKey: 'home.carousel.play' }),
    ]);
  });

  it("lead with the running home events that have a picture, and use an operator's key art", () => {
    const settings = content({
      SPECIAL_EVENTS: [
        record('SPECIAL_EVENTS', 'special_events', [
          {
            id: 'fest',
            title: 'Festival',
            body: 'Double points',
            image: '/art/fest.png',
            link: '/quest',
            placements: ['home'],
            startAt: NOW - 60,
            endAt: NOW + 60,
          },
          { id: 'no-art', title: 'No picture', placements: ['home'], startAt: NOW - 60, endAt: NOW + 60 },
          {
            id: 'hub',
            title: 'Hub only',
            image: '/art/hub.png',
            placements: ['hub'],
            startAt: NOW - 60,
            endAt: NOW + 60,
          },
          {
            id: 'over',
            title: 'Over',
            image: '/art/over.png',
            placements: ['home'],
            startAt: NOW - 120,
            endAt: NOW - 60,
          },
        ]),
      ],
      ASH_ECHOES_ASSETS: [record('ASH_ECHOES_ASSETS', 'assets.ash_echoes', { keyArt: '/art/ash-key.png' })],
    });
    const slides = keyArtSlides(
      [game('ash_echoes', 'pre_register'), game('crazy_ones', 'beta')],
      settings,
      NOW,
    );
    expect(slides.map((slide) => [slide.id, slide.image, slide.href])).toEqual([
      ['event-fest', '/art/fest.png', '/quest'],
      ['game-ash_echoes', '/art/ash-key.png', '/games/ash_echoes'],
      ['game-crazy_ones', '/art/crazy_ones.svg', '/games/crazy_ones'],
    ]);
    expect(slides[0]?.line).toEqual({ text: 'Double points' });
  });

  it(`show at most ${MAX_SLIDES}`, () => {
    const games = Array.from({ length: 9 }, (_, index) => game(`game_${index}`, 'released'));
    expect(keyArtSlides(games, null, NOW)).toHaveLength(MAX_SLIDES);
  });

  it('wrap around both ways', () => {
    expect([stepSlide(2, 1, 3), stepSlide(0, -1, 3), stepSlide(1, 1, 3), stepSlide(0, 1, 0)]).toEqual([
      0, 2, 2, 0,
    ]);
  });
});

import { keyArt, shade } from '@portal/campaign/key-art';

/**
 * The demo events' pictures (no artwork ships with the repository): the campaign kit's generated
 * scene with a party of characters, square, detailed enough in every part that a player sees where
 * each piece belongs. No words: the page names the event.
 */
export function demoPuzzlePicture(
  seed: number,
  palette: { sky: [string, string]; accent: string; ground: string },
  skyline: 'towers' | 'city' = 'towers',
) {
  return keyArt({
    width: 600,
    height: 600,
    seed,
    figures: 3,
    skyline,
    palette: {
      sky: palette.sky,
      ridges: [palette.ground, shade(palette.ground, 0.6), '#0b0d14'],
      accent: palette.accent,
    },
  });
}

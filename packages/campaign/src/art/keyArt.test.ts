import { keyArt, paletteOf } from './keyArt';

const palette = paletteOf('#1a2142', '#4b61b8', '#bfd3ff');

describe('generated key art', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    const art = (seed: number) => keyArt({ width: 1200, height: 630, palette, seed });
    expect(art(3)).toBe(art(3));
    expect(art(3)).not.toBe(art(4));
  });

  it('is a sized, text-free SVG in the given palette, with the party it is asked for', () => {
    const svg = keyArt({ width: 320, height: 400, palette, seed: 7, figures: 1 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 400" width="320" height="400">/,
    );
    expect(svg).not.toContain('<text');
    expect(svg).toContain('#bfd3ff');
    // Each figure casts one shadow on the ground.
    expect(svg.match(/<ellipse /g)).toHaveLength(1);
    expect(keyArt({ width: 980, height: 490, palette, seed: 7, figures: 0 })).not.toContain('<ellipse ');
  });

  it('derives ridges that darken toward the viewer', () => {
    const { ridges } = paletteOf('#808080', '#808080', '#ffffff');
    const lightness = ridges.map((hex) => parseInt(hex.slice(1, 3), 16));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });
});
